import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { nextRoute, routes, type Route } from '../../domain/applicationFlow';
import {
  validateCreditHistory,
  validateLifeEvents,
  validateMonthlyIncome,
  validatePersonalInformation,
  validateReasonForNotConnecting,
  validateRentalInformation,
  type CreditHistoryValues,
  type RentalInformationValues,
} from '../../domain/applicationForms';
import type { HardshipKey } from '../../domain/applicationOptions';
import { assertValid } from '../validation';
import type { ServiceDeps } from '../deps';
import { ownedApplication } from './ownership';
import { recordProgress } from './progress';
import { recordStaffStep } from '../audit';

export const genericSaveError = 'There was a problem saving your information. Please try again.';

type ApplicationRow = Awaited<ReturnType<typeof ownedApplication>>;

/** Hardship answers as the audit shows them: key → yes or no. */
const answersOf = (rows: readonly { key: string; value: boolean }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, row.value]));

function next(application: ApplicationRow, current: Route): Route {
  return nextRoute(application.type === 'rental' ? 'rental' : 'credit', current) ?? routes.pending;
}

/** Life events: every hardship key saved (unchecked as false), one row per key. */
export async function saveLifeEvents(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    applicationId: string;
    hardships: { key: string; value: boolean }[];
    kindOfRelief?: string | null;
  },
) {
  const { database } = deps;
  const application = await ownedApplication(readData(database), viewer, input.applicationId);
  const checked = Object.fromEntries(input.hardships.map((h) => [h.key, h.value])) as Partial<
    Record<HardshipKey, boolean>
  >;
  const { errors, values } = validateLifeEvents({ ...checked, kindOfRelief: input.kindOfRelief });
  assertValid(errors, genericSaveError);
  const nextPage = next(application, routes.lifeEvents);
  const saved = await inTransaction(database, async (data) => {
    const before = await data.applications.hardshipsOf(application.id);
    for (const hardship of values.hardships) await data.applications.saveHardship(application.id, hardship);
    if (values.kindOfRelief !== null) {
      await data.applications.updateApplicationFields(application.id, { kindOfRelief: values.kindOfRelief });
    }
    await recordStaffStep(data, viewer, {
      action: 'saveLifeEvents',
      entity: 'application',
      entityId: application.id,
      applicationId: application.id,
      before: { hardships: answersOf(before), kindOfRelief: application.kindOfRelief },
      after: {
        hardships: answersOf(values.hardships),
        kindOfRelief: values.kindOfRelief ?? application.kindOfRelief,
      },
    });
    return recordProgress(data, application.id, 'LifeEvents', nextPage);
  });
  return { application: saved, nextRoute: nextPage };
}

/** Credit history: the household questions; homeowner no forces escrow to false (in the rule). */
export async function saveCreditHistory(
  deps: ServiceDeps,
  viewer: Viewer,
  input: CreditHistoryValues & { applicationId: string },
) {
  const { database } = deps;
  const application = await ownedApplication(readData(database), viewer, input.applicationId);
  const { errors, values } = validateCreditHistory(input);
  assertValid(errors, genericSaveError);
  const nextPage = next(application, routes.creditHistory);
  const saved = await inTransaction(database, async (data) => {
    await data.applications.updateApplicationFields(application.id, values);
    return recordProgress(data, application.id, 'CreditHistory', nextPage);
  });
  return { application: saved, nextRoute: nextPage };
}

/** Rental information: saved on the application's rental record (created with the application). */
export async function saveRentalInformation(
  deps: ServiceDeps,
  viewer: Viewer,
  input: RentalInformationValues & { applicationId: string },
) {
  const { database } = deps;
  const application = await ownedApplication(readData(database), viewer, input.applicationId);
  const { errors, values } = validateRentalInformation(input);
  assertValid(errors, genericSaveError);
  const nextPage = next(application, routes.rentalInformation);
  const saved = await inTransaction(database, async (data) => {
    await data.applications.saveRentalApplicationFields(application.id, values);
    await data.applications.updateApplicationFields(application.id, {
      monthlyRentOrMortgageAmount: values.monthlyRentPayment,
      isHomeowner: false,
      hasMortgageEscrow: false,
    });
    return recordProgress(data, application.id, 'RentalInformation', nextPage);
  });
  return { application: saved, nextRoute: nextPage };
}

export async function savePersonalInformation(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    applicationId: string;
    hasServedInMilitary?: boolean | null;
    race?: string | null;
    ethnicity?: string | null;
  },
) {
  const { database } = deps;
  const application = await ownedApplication(readData(database), viewer, input.applicationId);
  const { errors, values } = validatePersonalInformation(input);
  assertValid(errors, genericSaveError);
  const nextPage = next(application, routes.personalInformation);
  const saved = await inTransaction(database, async (data) => {
    await data.applications.updateApplicationFields(application.id, {
      hasServedInMilitary: values.hasServedInMilitary,
    });
    await data.applications.saveRentalApplicationFields(application.id, {
      race: values.race,
      ethnicity: values.ethnicity,
    });
    return recordProgress(data, application.id, 'PersonalInformation', nextPage);
  });
  return { application: saved, nextRoute: nextPage };
}

/** Reason for not connecting: 'Other' needs its text; any other reason clears it. */
export async function saveReasonForNotConnecting(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; reason?: string | null; otherReason?: string | null },
) {
  const { database } = deps;
  const application = await ownedApplication(readData(database), viewer, input.applicationId);
  const { errors, values } = validateReasonForNotConnecting(input);
  assertValid(errors, genericSaveError);
  await inTransaction(database, (data) =>
    data.applications.updateApplicationFields(application.id, {
      reasonForNotConnectingBank: values.reasonForNotConnectingBank,
    }),
  );
  return application;
}

export async function saveMonthlyIncomeValue(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; selfReportedMonthlyCurrentIncome?: number | null },
) {
  const { database } = deps;
  const application = await ownedApplication(readData(database), viewer, input.applicationId);
  const { errors, values } = validateMonthlyIncome(input);
  assertValid(errors, genericSaveError);
  const saved = await inTransaction(database, async (data) => {
    const income = values.selfReportedMonthlyCurrentIncome ?? 0;
    await data.applications.updateApplicationFields(application.id, {
      selfReportedMonthlyCurrentIncome: income,
      hasProvidedMonthlyIncome: true,
    });
    await recordStaffStep(data, viewer, {
      action: 'saveMonthlyIncome',
      entity: 'application',
      entityId: application.id,
      applicationId: application.id,
      before: { selfReportedMonthlyCurrentIncome: application.selfReportedMonthlyCurrentIncome },
      after: { selfReportedMonthlyCurrentIncome: income },
    });
    return recordProgress(data, application.id, 'ProvideMonthlyIncome', routes.expenses);
  });
  return saved;
}
