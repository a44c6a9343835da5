import type { Viewer } from '../../auth/viewer';
import { routes } from '../../domain/applicationFlow';
import {
  validateCreditHistory,
  validateLifeEvents,
  validateMonthlyIncome,
  validatePersonalInformation,
  validateRentalInformation,
  type CreditHistoryValues,
  type RentalInformationValues,
} from '../../domain/applicationForms';
import type { HardshipKey } from '../../domain/applicationOptions';
import type { ServiceDeps } from '../deps';
import { recordStaffStep } from '../audit';
import { saveStep } from './saveStep';

/** Hardship answers as the audit shows them: key → yes or no. */
const answersOf = (rows: readonly { key: string; value: boolean }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, row.value]));

/** Life events: every hardship key saved (unchecked as false), one row per key. */
export function saveLifeEvents(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    applicationId: string;
    hardships: { key: string; value: boolean }[];
    kindOfRelief?: string | null;
  },
) {
  const checked = Object.fromEntries(input.hardships.map((h) => [h.key, h.value])) as Partial<
    Record<HardshipKey, boolean>
  >;
  return saveStep(deps, viewer, input.applicationId, {
    route: routes.lifeEvents,
    validate: () => validateLifeEvents({ ...checked, kindOfRelief: input.kindOfRelief }),
    write: async (data, application, values) => {
      const before = await data.applications.hardshipsOf(application.id);
      for (const hardship of values.hardships) await data.applications.saveHardship(application.id, hardship);
      await recordStaffStep(data, viewer, {
        action: 'saveLifeEvents',
        entity: 'Application',
        entityId: application.id,
        applicationId: application.id,
        before: { hardships: answersOf(before), kindOfRelief: application.kindOfRelief },
        after: {
          hardships: answersOf(values.hardships),
          kindOfRelief: values.kindOfRelief ?? application.kindOfRelief,
        },
      });
      return values.kindOfRelief !== null ? { kindOfRelief: values.kindOfRelief } : {};
    },
  });
}

/** Credit history: the household questions; homeowner no forces escrow to false (in the rule). */
export function saveCreditHistory(
  deps: ServiceDeps,
  viewer: Viewer,
  input: CreditHistoryValues & { applicationId: string },
) {
  return saveStep(deps, viewer, input.applicationId, {
    route: routes.creditHistory,
    validate: () => validateCreditHistory(input),
    write: async (_data, _application, values) => values,
  });
}

/** Rental information: saved on the application's rental record (created with the application). */
export function saveRentalInformation(
  deps: ServiceDeps,
  viewer: Viewer,
  input: RentalInformationValues & { applicationId: string },
) {
  return saveStep(deps, viewer, input.applicationId, {
    route: routes.rentalInformation,
    validate: () => validateRentalInformation(input),
    write: async (data, application, values) => {
      await data.applications.saveRentalApplicationFields(application.id, values);
      return {
        monthlyRentOrMortgageAmount: values.monthlyRentPayment,
        isHomeowner: false,
        hasMortgageEscrow: false,
      };
    },
  });
}

export function savePersonalInformation(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    applicationId: string;
    hasServedInMilitary?: boolean | null;
    race?: string | null;
    ethnicity?: string | null;
  },
) {
  return saveStep(deps, viewer, input.applicationId, {
    route: routes.personalInformation,
    validate: () => validatePersonalInformation(input),
    write: async (data, application, values) => {
      await data.applications.saveRentalApplicationFields(application.id, {
        race: values.race,
        ethnicity: values.ethnicity,
      });
      return { hasServedInMilitary: values.hasServedInMilitary };
    },
  });
}

/** Monthly income: a blank income is saved as 0, the borrower having answered the question. */
export function saveMonthlyIncomeValue(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; selfReportedMonthlyCurrentIncome?: number | null },
) {
  return saveStep(deps, viewer, input.applicationId, {
    route: routes.provideMonthlyIncome,
    validate: () => validateMonthlyIncome(input),
    write: async (data, application, values) => {
      const income = values.selfReportedMonthlyCurrentIncome ?? 0;
      await recordStaffStep(data, viewer, {
        action: 'saveMonthlyIncome',
        entity: 'Application',
        entityId: application.id,
        applicationId: application.id,
        before: { selfReportedMonthlyCurrentIncome: application.selfReportedMonthlyCurrentIncome },
        after: { selfReportedMonthlyCurrentIncome: income },
      });
      return { selfReportedMonthlyCurrentIncome: income, hasProvidedMonthlyIncome: true };
    },
  });
}
