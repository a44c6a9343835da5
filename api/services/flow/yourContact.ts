import type { Viewer } from '../../auth/viewer';
import { borrowerSave } from '../../errors';
import { inTransaction, readData } from '../../data/bound';
import { routeForLastViewedPage, routes } from '../../domain/applicationFlow';
import { isMinor } from '../../domain/dateOfBirth';
import {
  validateAddressCorrection,
  validateYourContact,
  type YourContactValues,
} from '../../domain/yourContactForm';
import { assertValid } from '../validation';
import { pullCredit } from './creditPull';
import type { ServiceDeps } from '../deps';
import { borrowerOf, ownedApplication } from './ownership';
import { recordProgress } from './progress';
import { genericSaveError } from '../../domain/messages';

/**
 * Your contact: the borrower's address, birth date and language, the spouse (created and linked, or
 * updated), status Submitted, then the credit pull once the spouse is saved. Already submitted: the
 * borrower goes straight on to the income page.
 */
export const saveYourContact = borrowerSave(async function saveYourContact(
  deps: ServiceDeps,
  viewer: Viewer,
  input: YourContactValues & { applicationId: string },
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, input.applicationId);
  if (application.status !== 'In Progress') return { application, nextRoute: routes.provideMonthlyIncome };
  const today = deps.now().toISOString().slice(0, 10);
  const { errors, values } = validateYourContact(input, { today, hasSpouse: application.hasSpouse === true });
  assertValid(errors, genericSaveError);
  const borrower = await borrowerOf(data, application);
  const { spouse, ...own } = values;
  const submitted = await inTransaction(database, async (data) => {
    // Submitting is claimed first: of two submits at once, one saves and the twin goes straight on.
    const claimed = await data.applications.setStatusIfStill(application.id, 'In Progress', 'Submitted');
    if (!claimed) return false;
    await data.borrowers.updateBorrowerFields(borrower.id, own);
    if (spouse) {
      const {
        sameAddressAsBorrower: _same,
        consentForCreditInquiry: _consent,
        ...spouseFields
      } = spouse as typeof spouse & {
        sameAddressAsBorrower?: unknown;
        consentForCreditInquiry?: unknown;
      };
      if (claimed.applicationSpouseId) {
        await data.borrowers.updateSpouseFields(claimed.applicationSpouseId, spouseFields);
      } else {
        const created = await data.borrowers.insertSpouse({
          ...spouseFields,
          owner: application.owner,
          spouseApplicationId: application.id,
          spouseBorrowerId: borrower.id,
        });
        await data.applications.updateApplicationFields(application.id, { applicationSpouseId: created.id });
      }
    }
    // Under 18 (the applicant or the spouse): no credit pull, no decision online — a counselor helps
    // them (the pending page). The application goes on, so nothing typed is lost.
    if (isMinor(own.dateOfBirth, today) || isMinor(spouse?.dateOfBirth, today))
      await data.applications.updateApplicationFields(application.id, { creditPullStatus: 'notPulled' });
    await recordProgress(data, application.id, 'YourContact', routes.provideMonthlyIncome);
    return true;
  });
  if (!submitted) return { application, nextRoute: routes.provideMonthlyIncome };
  await pullCredit(deps, viewer, application.id);
  const saved = await data.applications.applicationById(application.id);
  return { application: saved ?? application, nextRoute: routes.provideMonthlyIncome };
});

/**
 * Your contact once sent: the address alone can be corrected (a typo in the street or the ZIP). The
 * spouse's address follows when it was the same as the borrower's. No new credit pull, nothing else
 * changes; the borrower goes back to where they stood.
 */
export const correctAddress = borrowerSave(async function correctAddress(
  deps: ServiceDeps,
  viewer: Viewer,
  input: Parameters<typeof validateAddressCorrection>[0] & { applicationId: string },
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, input.applicationId);
  const { errors, values } = validateAddressCorrection(input);
  assertValid(errors, genericSaveError);
  const borrower = await borrowerOf(data, application);
  const spouse = application.applicationSpouseId
    ? await data.borrowers.spouseById(application.applicationSpouseId)
    : null;
  const sameAsBefore = (person: typeof borrower | NonNullable<typeof spouse>) =>
    addressKeys.every((key) => (person[key] ?? null) === (borrower[key] ?? null));
  await inTransaction(database, async (data) => {
    await data.borrowers.updateBorrowerFields(borrower.id, values);
    if (spouse && sameAsBefore(spouse)) await data.borrowers.updateSpouseFields(spouse.id, values);
  });
  const saved = (await data.applications.applicationById(application.id)) ?? application;
  return { application: saved, nextRoute: routeForLastViewedPage(saved.lastViewedPage) };
});

const addressKeys = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode'] as const;
