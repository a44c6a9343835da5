import { issueVerificationCode } from '../../auth/verificationCodes';
import { sendMail } from '../mail';
import { inTransaction, readData } from '../../data/bound';
import { mailLanguage } from '../../domain/applicationOptions';
import { routes } from '../../domain/applicationFlow';
import { helpLine } from '../../domain/helpPhone';
import type { ServiceDeps } from '../deps';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';
import { notFound } from '../../errors';

/**
 * The initial e-mail after About you, sent once (User.initialEmailWasSent): a link with a code so the
 * borrower can set a password later. A mail failure is logged and retried at the next About-you save.
 */
export async function sendInitialEmailOnce(
  deps: ServiceDeps,
  userId: string,
  firstName: string,
  preferredLanguage?: string | null,
) {
  const { database, logger } = deps;
  // The flag is taken in a transaction of its own: mail is never sent while the database is locked.
  const claimed = await inTransaction(database, async (data) => {
    const user = await data.users.claimInitialEmail(userId);
    if (!user) return null;
    return {
      email: user.email,
      code: await issueVerificationCode(data, userId, 'initialPassword', deps.now()),
    };
  });
  if (!claimed) return;
  try {
    // Thrown: the claim on the initial e-mail is given back, so the next save tries again.
    await sendMail(deps, {
      to: claimed.email,
      content: { template: 'initialEmail', firstName, email: claimed.email, code: claimed.code },
      language: mailLanguage(preferredLanguage),
      onFailure: 'throw',
    });
  } catch (err) {
    logger.warn({ err, userId }, 'initial e-mail not sent; will retry at the next save');
    await inTransaction(database, (data) => data.users.giveInitialEmailBack(userId));
  }
}

export const outreachEventTypes = ['obtainedOffer', 'completedRentalApplication'] as const;
export type OutreachEventType = (typeof outreachEventTypes)[number];

/** Records an outreach event for the borrower and e-mails them; the same event is recorded once. */
export async function recordOutreachEvent(
  deps: ServiceDeps,
  viewer: Viewer,
  borrowerId: string,
  eventType: OutreachEventType,
) {
  const { database } = deps;
  const data = readData(database);
  const applicationId = await data.applications.applicationIdOfBorrower(borrowerId);
  if (!applicationId) throw notFound('Borrower');
  const application = await ownedApplication(data, viewer, applicationId);
  const created = await inTransaction(database, async (data) => {
    const recorded = await data.alerts.insertOutreachEvent({
      borrowerId,
      eventType,
      occurredOn: deps.now().toISOString().slice(0, 10),
    });
    return recorded ? data.borrowers.borrowerById(borrowerId) : null;
  });
  if (!created?.email) return;
  await sendMail(deps, {
    to: created.email,
    content: { template: eventType, firstName: created.firstName ?? '' },
    language: mailLanguage(created.preferredLanguage),
    onFailure: 'log',
    // The line the offers pages show them: a rental programme's borrower, the programme's own.
    line: helpLine({ router: application.router, route: routes.callUs, isLead: true }),
  });
}
