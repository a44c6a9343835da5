import { isUniqueViolation } from '../../../db/errors';
import { noPasswordYet } from '../../auth/passwords';
import { findUserByEmail, loadViewer } from '../../auth/users';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { routes } from '../../domain/applicationFlow';
import { mailLanguage } from '../../domain/applicationOptions';
import { validateAboutYou } from '../../domain/applicationForms';
import { borrowerLabels } from '../../domain/borrowerRules';
import { refusedBecause } from '../../domain/fieldReasons';
import { emailTaken, genericSaveError, useChangeEmail } from '../../domain/messages';
import { knownRouters } from '../../domain/router';
import { AppError, borrowerSave } from '../../errors';
import { recordAudit } from '../audit';
import { textLengthErrors } from '../../domain/formChecks';
import { assertValid } from '../validation';
import type { ServiceDeps } from '../deps';
import { changeSignInEmail } from '../accounts/changeEmail';
import { sendInitialEmailOnce } from './outreach';
import { ownedApplication, borrowerOf } from './ownership';
import { recordProgress } from './progress';
import { publishApplicationChange } from '../applicationChanges';

/** The spec's existing-user message; the wording lives in domain/messages with the other account texts. */
/** The spec's existing-user message (borrower-application §8), on the e-mail field. */
const emailTakenError = () => new AppError('CONFLICT', emailTaken, { email: emailTaken });

export interface AboutYouInput {
  applicationId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  agreedToTerms?: boolean | null;
  applicationType?: string | null;
  router?: string | null;
  referralId?: string | null;
  utmCampaign?: string | null;
  utmContent?: string | null;
  utmMedium?: string | null;
  utmSource?: string | null;
  utmTerm?: string | null;
  preferredLanguage?: string | null;
}

/**
 * The phone is verified before the borrower is saved; a false result is the spec's invalid message.
 * Each lookup counts against the phone check's limits: it is the same paid call.
 */
async function assertPhoneValid(deps: ServiceDeps, phoneNumber: string) {
  await deps.limits.phoneLookup();
  if (!(await deps.integrations.phoneCheck.isValid(phoneNumber))) {
    assertValid({ phoneNumber: refusedBecause(borrowerLabels.phoneNumber, 'phoneUnverified') });
  }
}

function entryFields(input: AboutYouInput) {
  const errors = textLengthErrors({
    referralId: input.referralId,
    utmCampaign: input.utmCampaign,
    utmContent: input.utmContent,
    utmMedium: input.utmMedium,
    utmSource: input.utmSource,
    utmTerm: input.utmTerm,
  });
  assertValid(errors);
  const type = input.applicationType === 'rental' ? 'rental' : 'credit';
  const router =
    input.router && (knownRouters as readonly string[]).includes(input.router) ? input.router : null;
  return {
    type,
    router,
    referralId: input.referralId ?? null,
    utmCampaign: input.utmCampaign ?? null,
    utmContent: input.utmContent ?? null,
    utmMedium: input.utmMedium ?? null,
    utmSource: input.utmSource ?? null,
    utmTerm: input.utmTerm ?? null,
  };
}

/**
 * Another account holds this e-mail: the spec's existing-user message, the same for a borrower's
 * account and a staff account, so About you never tells a staff address from any other
 * (docs/decisions/0124-about-you-answers-every-taken-address-alike.md).
 */
async function assertEmailFree(deps: ServiceDeps, email: string, ownUserId: string | null) {
  const holder = await findUserByEmail(deps.database, email);
  if (holder && holder.id !== ownUserId) throw emailTakenError();
}

/**
 * A later About-you submit saves the borrower's answers and the account's name and phone. The
 * sign-in e-mail is not an answer: a borrower who types another one is sent to Change e-mail, which
 * ends every session and tells the old address; a rep correcting a caller's address goes through the
 * same rules, audited.
 */
async function updateAboutYou(
  deps: ServiceDeps,
  viewer: Viewer,
  applicationId: string,
  contact: { firstName: string; lastName: string; email: string; phoneNumber: string },
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, applicationId);
  const borrower = await borrowerOf(data, application);
  const account = application.owner ? await data.users.userById(application.owner) : undefined;
  if (account && contact.email !== account.email) {
    if (!viewer.isStaff)
      throw new AppError('EMAIL_CHANGE_REQUIRED', useChangeEmail, { email: useChangeEmail });
    await changeSignInEmail(deps, account, contact.email, (data) =>
      recordAudit(data, viewer, {
        action: 'changeEmail',
        entity: 'User',
        entityId: account.id,
        applicationId: application.id,
        before: { email: account.email },
        after: { email: contact.email },
      }),
    );
  } else if (!account && contact.email !== borrower.email) {
    await assertEmailFree(deps, contact.email, null);
  }
  const phoneChanged = borrower.phoneNumber !== contact.phoneNumber;
  if (phoneChanged || borrower.phoneNumberIsValid !== true) await assertPhoneValid(deps, contact.phoneNumber);
  const saved = await inTransaction(database, async (data) => {
    await data.borrowers.updateBorrowerFields(borrower.id, { ...contact, phoneNumberIsValid: true });
    if (account) {
      await data.users.updateAccount(account.id, {
        name: `${contact.firstName} ${contact.lastName}`,
        phoneNumber: contact.phoneNumber,
      });
    }
    return recordProgress(data, application.id, 'AboutYou', routes.lifeEvents);
  });
  await sendInitialEmailOnce(deps, saved.owner!, contact.firstName, borrower.preferredLanguage);
  return { application: saved, nextRoute: routes.lifeEvents };
}

/**
 * About you. The first submit creates the account (a random 60-hex-character password, flagged
 * must-change-password), the application and the borrower, links them, and signs the borrower in —
 * unless a rep started the application for a caller (the console's Start Application): the rep stays
 * signed in, carries on in that tab, and the History tab records who started it. Later submits update
 * the borrower and the account. Then the initial e-mail (once).
 */
export const saveAboutYou = borrowerSave(async function saveAboutYou(
  deps: ServiceDeps,
  viewer: Viewer | null,
  input: AboutYouInput,
) {
  const { database } = deps;
  const today = deps.now().toISOString().slice(0, 10);
  const { errors, values } = validateAboutYou(input, today);
  assertValid(errors, genericSaveError);
  const contact = {
    firstName: values.firstName!,
    lastName: values.lastName!,
    email: values.email!.toLowerCase(),
    phoneNumber: values.phoneNumber!,
  };

  if (input.applicationId) {
    if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    return updateAboutYou(deps, viewer, input.applicationId, contact);
  }

  // Each one makes an account and mails it, and its answer tells whether an address has one.
  if (!viewer?.isStaff) await deps.limits.newApplication();
  await assertEmailFree(deps, contact.email, null);
  await assertPhoneValid(deps, contact.phoneNumber);
  const entry = entryFields(input);
  const startedBy = viewer?.isStaff ? viewer : null;
  let created;
  try {
    created = await inTransaction(database, async (data) => {
      const userId = await data.users.insertAccount({
        email: contact.email,
        name: `${contact.firstName} ${contact.lastName}`,
        phoneNumber: contact.phoneNumber,
        passwordHash: noPasswordYet,
        mustChangePassword: true,
      });
      const borrower = await data.borrowers.insertBorrower({
        ...contact,
        owner: userId,
        phoneNumberIsValid: true,
        preferredLanguage: mailLanguage(input.preferredLanguage),
        referralId: entry.referralId,
      });
      const application = await data.applications.insertApplication({
        ...entry,
        owner: userId,
        applicationBorrowerId: borrower.id,
      });
      if (entry.type === 'rental') await data.applications.insertRentalApplication(application.id);
      if (startedBy) {
        await recordAudit(data, startedBy, {
          action: 'start',
          entity: 'Application',
          entityId: application.id,
          applicationId: application.id,
          after: { type: entry.type, router: entry.router, startedBy: startedBy.name ?? startedBy.email },
        });
      }
      const saved = await recordProgress(data, application.id, 'AboutYou', routes.lifeEvents);
      return { userId, application: saved, preferredLanguage: borrower.preferredLanguage };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  // The lists open in the console show a new application as it comes in.
  publishApplicationChange(database, {
    applicationId: created.application.id,
    action: 'new',
    actorId: startedBy?.id ?? created.userId,
    actorName: startedBy?.name ?? null,
    assignedTo: null,
    status: created.application.status,
    at: deps.now().toISOString(),
  });
  if (!startedBy) {
    const newViewer = await loadViewer(database, created.userId);
    if (newViewer && deps.signIn) await deps.signIn(newViewer);
  }
  await sendInitialEmailOnce(deps, created.userId, contact.firstName, created.preferredLanguage);
  return { application: created.application, nextRoute: routes.lifeEvents };
});
