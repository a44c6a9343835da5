import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';

/** Writes a message to the outbox; the data layer supplies it (it owns the `email_outbox` table). */
export type RecordOutbox = (message: MailMessage) => Promise<void>;

/**
 * Mail without an SMTP server: staff read the outbox in the console. The log line names the
 * template and recipient only — the text holds codes, which never go to logs (SECURITY.md §16).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly record: RecordOutbox,
    private readonly logger?: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.record(message);
    this.logger?.info({ template: message.template, to: message.to }, 'e-mail written to the outbox');
  }
}
