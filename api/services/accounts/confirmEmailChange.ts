import { readData } from '../../data/bound';
import type { EmailChangeRow } from '../../data/emailChanges';
import { emailChangeLinkExpired, emailChangeLinkUnknown, emailChangeLinkUsed } from '../../domain/messages';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { ServiceDeps } from '../deps';
import { changeSignInEmail, emailChangeTokenHash } from './changeEmail';

/** A link we did not send, or one a newer request replaced. */
const unknownLink = () => new AppError('CODE_MISMATCH', emailChangeLinkUnknown);

/** Why a link changes nothing: used, expired, or not one we sent (forged, or replaced by a newer one). */
function refusalOf(change: EmailChangeRow | undefined, now: string): AppError | null {
  if (!change) return unknownLink();
  if (change.usedAt) return new AppError('CONFLICT', emailChangeLinkUsed);
  if (change.expiresAt <= now) return new AppError('CODE_EXPIRED', emailChangeLinkExpired);
  return null;
}

/**
 * /auth/confirm-email: the link mailed to the new address proves it is the owner's. The change is
 * made through the one core (changeSignInEmail: account and borrowers, every session and socket
 * ended, the old address told), with the link used in the same transaction, so of two tabs
 * confirming at once one changes the address and the other is told the link was used. Answers the
 * account's id and its new address.
 */
export async function confirmEmailChange(
  deps: ServiceDeps,
  token: string,
): Promise<{ userId: string; email: string }> {
  const data = readData(deps.database);
  const tokenHash = emailChangeTokenHash(token);
  const now = deps.now().toISOString();
  const change = await data.emailChanges.emailChangeByTokenHash(tokenHash);
  if (!change) throw unknownLink();
  const refused = refusalOf(change, now);
  if (refused) throw refused;
  const account = await data.users.userById(change.userId);
  // A deactivated account changes nothing, as it signs in to nothing.
  if (!account?.isActive) throw unknownLink();
  await changeSignInEmail(deps, account, change.newEmail, async (tx) => {
    if (!(await tx.emailChanges.useEmailChange(change.id, now)))
      // Another tab used it first, or it ended meanwhile: say which; the transaction undoes the rest.
      throw refusalOf(await tx.emailChanges.emailChangeByTokenHash(tokenHash), now) ?? unknownLink();
    // The owner is the actor: the link from the new mailbox is their proof.
    await recordAudit(tx, account, {
      action: 'changeEmail',
      entity: 'User',
      entityId: account.id,
      before: { email: account.email },
      after: { email: change.newEmail },
    });
  });
  return { userId: account.id, email: change.newEmail };
}
