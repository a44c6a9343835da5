import { inTransaction, readData } from '../data/bound';
import { mailLanguage } from '../domain/applicationOptions';
import type { HelpLine } from '../domain/helpPhone';
import type { Integrations } from '../integrations';
import type { MailAttachment } from '../integrations/mail/mailer';
import {
  composeEmail,
  withoutSecrets,
  type EmailContent,
  type MailLanguage,
} from '../integrations/mail/templates';
import { attachmentFacts } from '../data/outbox';
import type { ServiceDeps } from './deps';
import { mailJob, queuedMail } from './mailJob';

/**
 * What a failed delivery does, said by every caller: 'throw' when the caller undoes or reports
 * something (a reconnect link not sent is not recorded); 'log' when what the e-mail tells has already
 * happened and must stand (an account change, SECURITY.md §18; an outreach event; a signed plan).
 * Through SMTP the delivery is a job (api/services/mailJob.ts): the policy then governs its
 * enqueueing — 'throw' fails the caller when the mail cannot be queued — and a delivery that fails
 * for good shows in the outbox with its error and a lead's Retry, whichever the policy.
 */
export type OnMailFailure = 'throw' | 'log';

export interface OutgoingMail {
  to: string;
  content: EmailContent;
  /** From mailLanguage (api/domain/applicationOptions.ts) or mailLanguageOfUser: the one rule. */
  language: MailLanguage;
  attachments?: MailAttachment[];
  onFailure: OnMailFailure;
  /** The line the e-mail gives (api/domain/helpPhone.ts's rule for the reader): the counsellors' unless said. */
  line?: HelpLine;
}

type MailDeps = Pick<ServiceDeps, 'publicOrigin' | 'phones' | 'logger' | 'database' | 'jobs'> & {
  integrations: Pick<Integrations, 'mailer' | 'modes'>;
};

/**
 * The one sender of every e-mail, borrowers' and accounts' alike. Through SMTP it is queued, sent
 * by a job after the caller's change; without SMTP the outbox row written here is the delivery.
 */
export async function sendMail(deps: MailDeps, mail: OutgoingMail): Promise<void> {
  const context = {
    language: mail.language,
    origin: deps.publicOrigin,
    counselorPhone: deps.phones[mail.line ?? 'counselor'],
  };
  const composed = composeEmail(mail.to, mail.content, context);
  const message = mail.attachments ? { ...composed, attachments: mail.attachments } : composed;
  try {
    const { mailer } = deps.integrations.modes;
    if (mailer !== 'smtp') return await deps.integrations.mailer.send(message);
    // Its record first, in the same transaction: what was sent, with its secrets masked.
    const kept = composeEmail(mail.to, withoutSecrets(mail.content), context);
    await inTransaction(deps.database, async (data, tx) => {
      const deliveryId = await data.outbox.insertOutboxEmail({
        ...kept,
        attachments: attachmentFacts(mail.attachments),
      });
      await deps.jobs.enqueue(tx, mailJob, queuedMail(message, deliveryId));
    });
  } catch (err) {
    if (mail.onFailure === 'throw') throw err;
    deps.logger.warn({ err, template: mail.content.template }, 'e-mail not sent');
  }
}

/** An account's language: its borrower's preference, else what the request asked for, else English. */
export async function mailLanguageOfUser(
  deps: Pick<ServiceDeps, 'database'>,
  userId: string,
  requested?: string | null,
): Promise<MailLanguage> {
  return mailLanguage(await readData(deps.database).borrowers.preferredLanguageOfOwner(userId), requested);
}
