import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { findUserByEmail } from '../../auth/users';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData, type Data } from '../../data/bound';
import { emailChangeLinkHours } from '../../domain/accountForms';
import { borrowerLabels, isValidEmail } from '../../domain/borrowerRules';
import { emailTaken, invalid, sameEmail } from '../../domain/messages';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { recordAudit } from '../audit';
import { announceSessionsEnded } from '../sessionsEnded';
import { mailLanguageOfUser, sendMail } from '../mail';

const taken = () => new AppError('CONFLICT', emailTaken, { newEmail: emailTaken });

/** Only the token's hash is kept: 256 random bits need no slow hash to stay unreadable at rest. */
export const emailChangeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address as stored (lower case), once it is valid and no other account's. */
async function checkedNewEmail(deps: ServiceDeps, accountId: string, newEmail: string): Promise<string> {
  const email = newEmail.trim().toLowerCase();
  if (!isValidEmail(email)) {
    const message = invalid(borrowerLabels.email);
    throw new AppError('BAD_USER_INPUT', message, { newEmail: message });
  }
  const holder = await findUserByEmail(deps.database, email);
  if (holder && holder.id !== accountId) throw taken();
  return email;
}

/**
 * /auth/change-email: nothing changes yet. The change waits for its owner to open the link mailed to
 * the new address (api/services/accounts/confirmEmailChange.ts), replacing any change still pending;
 * the old address is told that one was asked for, so a change its owner did not ask for is noticed
 * while it can still be stopped (a new password cancels it). No session ends.
 */
export async function changeEmail(
  deps: ServiceDeps,
  viewer: Viewer,
  newEmail: string,
  requestedLanguage?: string,
): Promise<void> {
  const account = await readData(deps.database).users.userById(viewer.id);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  const email = await checkedNewEmail(deps, account.id, newEmail);
  if (email === account.email) throw new AppError('BAD_USER_INPUT', sameEmail, { newEmail: sameEmail });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + emailChangeLinkHours * 3_600_000).toISOString();
  await inTransaction(deps.database, async (data) => {
    await data.emailChanges.cancelPendingEmailChanges(account.id);
    await data.emailChanges.insertEmailChange({
      userId: account.id,
      newEmail: email,
      tokenHash: emailChangeTokenHash(token),
      expiresAt,
    });
    // A change asked from a stolen session is a trace worth keeping, even if never confirmed.
    await recordAudit(data, viewer, {
      action: 'requestEmailChange',
      entity: 'User',
      entityId: account.id,
      before: { email: account.email },
      after: { email },
    });
  });
  const language = await mailLanguageOfUser(deps, account.id, requestedLanguage);
  // A link that cannot be sent fails the request: the owner would wait for a mail that never comes.
  await sendMail(deps, {
    to: email,
    content: { template: 'confirmEmailChange', newEmail: email, token },
    language,
    onFailure: 'throw',
  });
  await sendMail(deps, {
    to: account.email,
    content: { template: 'emailChangeRequested', newEmail: email },
    language,
    onFailure: 'log',
  });
}

/**
 * The one way a sign-in address changes (its owner confirming the link, or a rep correcting a
 * caller's address on About you): checked, the account and its borrowers together, any other
 * pending change cancelled, every session of the account ended, and a notice to the old address.
 * `within` runs first in the same transaction: the use of the confirming link, or the audit entry
 * when staff made the change; what it throws undoes the change.
 */
export async function changeSignInEmail(
  deps: ServiceDeps,
  account: { id: string; email: string },
  newEmail: string,
  within?: (data: Data) => Promise<void>,
): Promise<void> {
  const { database } = deps;
  const email = await checkedNewEmail(deps, account.id, newEmail);
  try {
    await inTransaction(database, async (data) => {
      await within?.(data);
      await data.users.updateAccount(account.id, { email });
      await data.borrowers.setEmailOfOwnedBorrowers(account.id, email);
      await data.emailChanges.cancelPendingEmailChanges(account.id);
      await data.users.endSessions(account.id);
    });
    announceSessionsEnded(database, { userId: account.id });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const language = await mailLanguageOfUser(deps, account.id);
  await sendMail(deps, {
    to: account.email,
    content: { template: 'emailChanged', newEmail: email },
    language,
    onFailure: 'log',
  });
}

/** A week after its link ended, a change is forgotten; until then its link still says why it changes nothing. */
const keptAfterEndMs = 7 * 24 * 3_600_000;

/** The housekeeping's part (api/sweeps.ts): changes whose links ended over a week ago, used or not. */
export async function forgetEndedEmailChanges(database: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - keptAfterEndMs).toISOString();
  await inTransaction(database, (data) => data.emailChanges.deleteEmailChangesEndedBefore(before));
}
