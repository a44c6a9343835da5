import type { CodeOutcome } from '../../auth/codeChecks';
import { codeExpired, codeMismatch } from '../../domain/messages';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { mailLanguageOfUser, sendMail } from '../mail';

/**
 * Turns a code check into the spec's answers (service-portal §8): a mismatch is CODE_MISMATCH;
 * an expired code has been replaced, so the new one is e-mailed and the answer is CODE_EXPIRED.
 */
export async function settleCode<T>(deps: ServiceDeps, checked: CodeOutcome<T>) {
  if (checked.outcome === 'mismatch') throw new AppError('CODE_MISMATCH', codeMismatch);
  if (checked.outcome === 'expired') {
    const { user, newCode } = checked;
    const language = await mailLanguageOfUser(deps, user.id);
    await sendMail(deps, {
      to: user.email,
      content: { template: 'passwordResetCode', email: user.email, code: newCode },
      language,
      onFailure: 'log',
    });
    throw new AppError('CODE_EXPIRED', codeExpired);
  }
  return checked;
}
