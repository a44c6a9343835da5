import type { Database } from '../../../db/client';
import { preferredLanguageOfOwner } from '../../data/borrowers';
import { knownLanguage } from '../../domain/applicationOptions';
import { composeEmail, type EmailContent, type MailLanguage } from '../../integrations/mail/templates';
import type { ServiceDeps } from '../deps';

/** The borrower's preferred language, else the one the request asked for, else English. */
export async function mailLanguageOf(
  database: Database,
  userId: string,
  requested?: string | null,
): Promise<MailLanguage> {
  const preferred = await preferredLanguageOfOwner(database.db, database.t, userId);
  return knownLanguage(preferred) ?? knownLanguage(requested) ?? 'en';
}

/**
 * Sends one account e-mail through the mail adapter. A delivery failure is logged, never thrown:
 * the account change it reports has already happened (SECURITY.md §18).
 */
export async function sendAccountMail(
  deps: ServiceDeps,
  to: string,
  content: EmailContent,
  language: MailLanguage,
): Promise<void> {
  try {
    await deps.integrations.mailer.send(
      composeEmail(to, content, {
        language,
        origin: deps.publicOrigin,
        counselorPhone: deps.phones.counselor,
      }),
    );
  } catch (err) {
    deps.logger.warn({ err, template: content.template }, 'account e-mail not sent');
  }
}
