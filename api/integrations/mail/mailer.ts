import type { EmailTemplate } from './templates/types';

/** A file sent with an e-mail (the signed plan agreement's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A composed e-mail; the fields match the `email_outbox` table (an attachment is recorded by its facts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  template: EmailTemplate;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The message was not accepted; the caller keeps its data and may retry (SECURITY.md §18). */
export class MailDeliveryFailed extends Error {
  override name = 'MailDeliveryFailed';
}
