import type { MailAttachment } from '../integrations/mail/mailer';
import { mailLanguage } from '../domain/applicationOptions';
import { composeEmail, type EmailContent } from '../integrations/mail/templates';
import type { ServiceDeps } from './deps';

/** Sends one e-mail to a borrower in their preferred language (English unless they chose Spanish). */
export async function sendBorrowerMail(
  deps: ServiceDeps,
  to: string,
  content: EmailContent,
  preferredLanguage: string | null | undefined,
  attachments?: MailAttachment[],
): Promise<void> {
  const message = composeEmail(to, content, {
    language: mailLanguage(preferredLanguage),
    origin: deps.publicOrigin,
    counselorPhone: deps.phones.counselor,
  });
  await deps.integrations.mailer.send(attachments ? { ...message, attachments } : message);
}
