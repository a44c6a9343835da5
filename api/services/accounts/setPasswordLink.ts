import { issueVerificationCode } from '../../auth/verificationCodes';
import { inTransaction } from '../../data/bound';
import type { MailLanguage } from '../../integrations/mail/templates';
import type { ServiceDeps } from '../deps';
import { mailLanguageOfUser, sendMail } from '../mail';

/**
 * 'Send the link again' (issue 21): a borrower whose account still waits for its first password gets
 * the initial e-mail once more, with a new code (the newest is the only one checked, so an older
 * link stops working). An account that has its password already gets nothing; false says so.
 */
export async function resendSetPasswordLink(
  deps: ServiceDeps,
  userId: string,
  requestedLanguage?: MailLanguage,
): Promise<boolean> {
  const { database } = deps;
  const issued = await inTransaction(database, async (data) => {
    const account = await data.users.accountAwaitingNewPassword(userId);
    if (!account) return null;
    return {
      account,
      code: await issueVerificationCode(data, userId, 'initialPassword', deps.now()),
    };
  });
  if (!issued) return false;
  const { account, code } = issued;
  const language = await mailLanguageOfUser(deps, userId, requestedLanguage);
  const firstName = account.name?.split(' ')[0] ?? '';
  await sendMail(deps, {
    to: account.email,
    content: { template: 'initialEmail', firstName, email: account.email, code },
    language,
    onFailure: 'log',
  });
  return true;
}
