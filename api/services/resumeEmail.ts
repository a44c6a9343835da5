import { inTransaction, readData } from '../data/bound';
import type { ResumeEmailDue } from '../data/resumeEmails';
import { routeForLastViewedPage } from '../domain/applicationFlow';
import { mailLanguage } from '../domain/applicationOptions';
import { helpLine, helpPhoneNumber } from '../domain/helpPhone';
import { resumeEmailWindow } from '../domain/resumeEmail';
import { composeEmail } from '../integrations/mail/templates';
import type { ServiceDeps } from './deps';

/** What the check needs of a workspace: no request, so no viewer, limits or session. */
export type ResumeEmailDeps = Pick<
  ServiceDeps,
  'database' | 'integrations' | 'logger' | 'publicOrigin' | 'phones'
>;

/** At most this many e-mails per check; the rest wait five minutes. */
const perCheck = 100;

/**
 * Writes the resume e-mail of every borrower who stopped part-way an hour ago or more and has not had
 * it (docs/decisions.md, "Resume where they stopped"). Run by the process that runs the sweeps, for
 * each workspace's database; any number of servers may run it at once. Returns how many went.
 */
export async function sendResumeEmails(deps: ResumeEmailDeps, now: Date): Promise<number> {
  const due = await readData(deps.database).resumeEmails.resumeEmailsDue(resumeEmailWindow(now), perCheck);
  let sent = 0;
  for (const application of due) if (await sendResumeEmail(deps, application, now)) sent++;
  return sent;
}

/**
 * One borrower's e-mail. In training the e-mail is its outbox row, written in the transaction that
 * takes it (both or neither); through SMTP it is taken first and sent after the commit, never while
 * the database is locked, recorded once sent, and given back if delivery fails, so the next check
 * tries again.
 */
async function sendResumeEmail(deps: ResumeEmailDeps, due: ResumeEmailDue, now: Date): Promise<boolean> {
  const { database, integrations, logger } = deps;
  const at = now.toISOString();
  const route = routeForLastViewedPage(due.lastViewedPage);
  const message = composeEmail(
    due.email,
    {
      template: 'resumeApplication',
      firstName: due.firstName ?? '',
      route,
      rental: due.type === 'rental',
      hasPassword: !due.mustChangePassword,
    },
    {
      language: mailLanguage(due.preferredLanguage),
      origin: deps.publicOrigin,
      // The line the page they go back to shows them (a rental programme's borrower, its own).
      counselorPhone: helpPhoneNumber(helpLine({ router: due.router, route, isLead: true }), deps.phones),
    },
  );
  const toOutbox = integrations.modes.mailer === 'outbox';
  const taken = await inTransaction(database, async (data) => {
    if (!(await data.resumeEmails.claimResumeEmail(due, at))) return false;
    if (toOutbox) {
      const { to, subject, text, template } = message;
      await data.outbox.insertOutboxEmail({ to, subject, text, template, sentAt: at });
    }
    return true;
  });
  if (!taken) return false;
  const applicationId = due.applicationId;
  if (toOutbox) {
    logger.info({ template: message.template, applicationId }, 'e-mail written to the outbox');
    return true;
  }
  try {
    await integrations.mailer.send(message);
    // Its record in the outbox, as every mail through SMTP has: it holds no code or secret link.
    const { to, subject, text, template } = message;
    await inTransaction(database, (data) =>
      data.outbox.insertOutboxEmail({ to, subject, text, template, sentAt: new Date().toISOString() }),
    );
    return true;
  } catch (err) {
    logger.warn({ err, applicationId }, 'resume e-mail not sent; the next check tries again');
    await inTransaction(database, (data) => data.resumeEmails.releaseResumeEmail(applicationId, at));
    return false;
  }
}
