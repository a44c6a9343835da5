import { inTransaction } from '../data/bound';
import type { MailMessage } from '../integrations/mail/mailer';
import { jobKind } from '../jobs/queue';
import type { ServiceDeps } from './deps';

/** A composed e-mail as a job carries it: attachments as base64, since a job is JSON. */
export interface QueuedMail {
  /** Its outbox row, written with the job: the job records there how the delivery went. */
  deliveryId: string;
  message: Omit<MailMessage, 'attachments'>;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

/**
 * One e-mail through SMTP, sent after the change that caused it has committed, so an SMTP outage
 * neither fails nor slows a save. Retried for about an hour and a half (1, 2, 4 … 64 minutes); then
 * it fails for good and shows in the outbox with its error and a lead's Retry.
 */
export const mailJob = jobKind<QueuedMail>({
  name: 'mail',
  retryLimit: 7,
  retryDelaySeconds: 60,
  leaseSeconds: 120,
});

export function queuedMail({ attachments, ...message }: MailMessage, deliveryId: string): QueuedMail {
  return {
    deliveryId,
    message,
    ...(attachments?.length
      ? {
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            base64: content.toString('base64'),
          })),
        }
      : {}),
  };
}

const messageOf = ({ message, attachments }: QueuedMail): MailMessage => ({
  ...message,
  ...(attachments
    ? {
        attachments: attachments.map(({ filename, contentType, base64 }) => ({
          filename,
          contentType,
          content: Buffer.from(base64, 'base64'),
        })),
      }
    : {}),
});

type MailJobDeps = Pick<ServiceDeps, 'database' | 'integrations' | 'now'>;

export async function sendQueuedMail(deps: MailJobDeps, mail: QueuedMail): Promise<void> {
  await deps.integrations.mailer.send(messageOf(mail));
  await inTransaction(deps.database, (data) =>
    data.outbox.recordMailSent(mail.deliveryId, deps.now().toISOString()),
  );
}

export async function recordMailFailedForGood(
  deps: MailJobDeps,
  mail: QueuedMail,
  error: string,
  jobId: string,
): Promise<void> {
  await inTransaction(deps.database, (data) =>
    data.outbox.recordDeliveryFailed({ deliveryId: mail.deliveryId, error, failedJobId: jobId }),
  );
}
