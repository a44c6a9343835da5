import type { EmailTemplate } from './templates/types';

/** A composed e-mail; the fields match the `email_outbox` table. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  template: EmailTemplate;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The message was not accepted; the caller keeps its data and may retry (SECURITY.md §18). */
export class MailDeliveryFailed extends Error {
  override name = 'MailDeliveryFailed';
}
