import { requirePermission } from '../auth/permissions';
import type { Tables } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import { inTransaction, type Data } from '../data/bound';
import { correctionChoiceErrors } from '../domain/applicationForms';
import { validateBorrowerFields, type BorrowerFields } from '../domain/borrowerRules';
import { todayIn } from '../domain/dates';
import { checkCurrency, moneyErrors, monthlyIncomeRule, textLengthErrors } from '../domain/formChecks';
import { validateHouseholdCorrection } from '../domain/householdCorrection';
import { notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid, definedOnly } from './validation';

export interface ApplicationCorrection {
  id: string;
  router?: string | null;
  hasSpouse?: boolean | null;
  hasServedInMilitary?: boolean | null;
  isCarOwner?: boolean | null;
  isHomeowner?: boolean | null;
  hasMortgageEscrow?: boolean | null;
  monthlyRentOrMortgageAmount?: number | null;
  numberOfDependentsInHousehold?: number | null;
  selfReportedMonthlyCurrentIncome?: number | null;
  kindOfRelief?: string | null;
}

/** Staff correct a borrower's answers; the spec's household rules still apply. */
export async function updateApplication(deps: ServiceDeps, viewer: Viewer, input: ApplicationCorrection) {
  requirePermission(viewer, 'application:update');
  const { database } = deps;
  const { id, ...fields } = input;
  const changes = definedOnly(fields);
  const errors = {
    ...textLengthErrors(changes),
    ...correctionChoiceErrors(changes),
    ...moneyErrors(changes, ['monthlyRentOrMortgageAmount', 'selfReportedMonthlyCurrentIncome']),
  };
  if (changes.selfReportedMonthlyCurrentIncome != null) {
    // The borrower's rule (a warning above 15 000 is nothing the API can show, so it is not checked).
    const income = { errors, warnings: {} };
    const field = 'selfReportedMonthlyCurrentIncome';
    checkCurrency(income, field, field, changes.selfReportedMonthlyCurrentIncome, monthlyIncomeRule);
  }
  assertValid(errors);
  if (changes.selfReportedMonthlyCurrentIncome === null) changes.selfReportedMonthlyCurrentIncome = 0;
  return inTransaction(database, async (data) => {
    const before = await data.applications.applicationById(id);
    if (!before) throw notFound('Application');
    if (Object.keys(changes).length === 0) return before;
    const household = validateHouseholdCorrection(before, changes);
    assertValid(household.errors);
    Object.assign(changes, household.values);
    const after = await data.applications.updateApplicationFields(
      id,
      changes as Partial<Tables['applications']['$inferInsert']>,
    );
    const beforeFields = Object.fromEntries(
      Object.keys(changes).map((k) => [k, before[k as keyof typeof before]]),
    );
    await recordAudit(data, viewer, {
      action: 'update',
      entity: 'Application',
      entityId: id,
      applicationId: id,
      before: beforeFields,
      after: changes,
    });
    return after;
  });
}

export async function updateBorrower(
  deps: ServiceDeps,
  viewer: Viewer,
  input: BorrowerFields & { id: string; isOptedOutOfSMS?: boolean | null },
) {
  requirePermission(viewer, 'borrower:update');
  const { database } = deps;
  const now = deps.now();
  const { id, ...fields } = input;
  const changes = definedOnly(fields);
  for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
    const value = changes[key];
    if (typeof value === 'string')
      (changes as Record<string, unknown>)[key] = value.trim() === '' ? null : value.trim();
  }
  assertValid(validateBorrowerFields(changes, todayIn(now)));
  return inTransaction(database, async (data) => {
    const before = await data.borrowers.borrowerById(id);
    if (!before) throw notFound('Borrower');
    if (Object.keys(changes).length === 0) return before;
    const set = { ...changes } as Parameters<Data['borrowers']['updateBorrowerFields']>[1];
    // Any edit of the phone clears its valid flag; it is checked again before it is relied on.
    if (changes.phoneNumber !== undefined && changes.phoneNumber !== before.phoneNumber)
      set.phoneNumberIsValid = null;
    const after = await data.borrowers.updateBorrowerFields(id, set);
    const applicationId = await data.applications.applicationIdOfBorrower(id);
    const beforeFields = Object.fromEntries(
      Object.keys(changes).map((k) => [
        k,
        k === 'dateOfBirth' ? '[redacted]' : before[k as keyof typeof before],
      ]),
    );
    const afterFields = Object.fromEntries(
      Object.entries(changes).map(([k, v]) => [k, k === 'dateOfBirth' ? '[redacted]' : v]),
    );
    await recordAudit(data, viewer, {
      action: 'update',
      entity: 'Borrower',
      entityId: id,
      applicationId,
      before: beforeFields,
      after: afterFields,
    });
    return after;
  });
}
