import { findUserByEmail } from '../../auth/users';
import { issueVerificationCode } from '../../auth/verificationCodes';
import { inTransaction } from '../../data/bound';
import type { MailLanguage } from '../../integrations/mail/templates';
import type { ServiceDeps } from '../deps';
import { mailLanguageOfUser, sendMail } from '../mail';

/**
 * Forgot password (service-portal §4): an active account gets a new code by e-mail, in the
 * borrower's language, else the page's. Unknown and inactive addresses get nothing, and the caller
 * answers before this runs, so neither the answer nor its timing tells them apart (SECURITY.md §4).
 */
export async function sendPasswordResetCode(
  deps: ServiceDeps,
  email: string,
  requestedLanguage?: MailLanguage,
): Promise<void> {
  const { database } = deps;
  const user = await findUserByEmail(database, email);
  if (!user?.isActive) return;
  const code = await inTransaction(database, (data) =>
    issueVerificationCode(data, user.id, 'passwordReset', deps.now()),
  );
  const language = await mailLanguageOfUser(deps, user.id, requestedLanguage);
  await sendMail(deps, {
    to: user.email,
    content: { template: 'passwordResetCode', email: user.email, code },
    language,
    onFailure: 'log',
  });
}
