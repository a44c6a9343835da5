import type { CodeOutcome } from '../../auth/codeChecks';
import { codeExpired, codeMismatch } from '../../domain/messages';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { mailLanguageOf, sendAccountMail } from './accountMail';

/**
 * Turns a code check into the spec's answers (service-portal §8): a mismatch is CODE_MISMATCH;
 * an expired code has been replaced, so the new one is e-mailed and the answer is CODE_EXPIRED.
 */
export async function settleCode<T>(deps: ServiceDeps, checked: CodeOutcome<T>) {
  if (checked.outcome === 'mismatch') throw new AppError('CODE_MISMATCH', codeMismatch);
  if (checked.outcome === 'expired') {
    const { user, newCode } = checked;
    const language = await mailLanguageOf(deps.database, user.id);
    await sendAccountMail(
      deps,
      user.email,
      { template: 'passwordResetCode', email: user.email, code: newCode },
      language,
    );
    throw new AppError('CODE_EXPIRED', codeExpired);
  }
  return checked;
}
