import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { routes } from '../../domain/applicationFlow';
import { validateYourContact, type YourContactValues } from '../../domain/yourContactForm';
import { assertValid } from '../validation';
import { pullCredit } from './creditPull';
import type { ServiceDeps } from '../deps';
import { borrowerOf, ownedApplication } from './ownership';
import { recordProgress } from './progress';
import { genericSaveError } from './steps';

/**
 * Your contact: the borrower's address, birth date and language, the spouse (created and linked, or
 * updated), status Submitted, then the credit pull once the spouse is saved. Already submitted: the
 * borrower goes straight on to the income page.
 */
export async function saveYourContact(
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
    await recordProgress(data, application.id, 'YourContact', routes.provideMonthlyIncome);
    return true;
  });
  if (!submitted) return { application, nextRoute: routes.provideMonthlyIncome };
  await pullCredit(deps, viewer, application.id);
  const saved = await data.applications.applicationById(application.id);
  return { application: saved ?? application, nextRoute: routes.provideMonthlyIncome };
}
