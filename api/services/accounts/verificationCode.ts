import { eq } from 'drizzle-orm';
import { checkCode } from '../../auth/codeChecks';
import type { FlowDeps } from '../flow/deps';
import { settleCode } from './codeOutcome';
import { splitName } from '../../domain/accountForms';

/**
 * /auth/verification-code: checks the code without spending it, and answers what the Confirm Your
 * Information page shows: the borrower's name and phone, else the account's.
 */
export async function checkVerificationCode(deps: FlowDeps, email: string, code: string) {
  const { database } = deps;
  const { user } = await settleCode(
    deps,
    await checkCode(database, { email, code, now: deps.now() }, async () => undefined),
  );
  const { db, t } = database;
  const [borrower] = await db
    .select({
      firstName: t.borrowers.firstName,
      lastName: t.borrowers.lastName,
      phoneNumber: t.borrowers.phoneNumber,
    })
    .from(t.borrowers)
    .where(eq(t.borrowers.owner, user.id))
    .limit(1);
  const fromAccount = splitName(user.name);
  return {
    mustChangePassword: user.mustChangePassword,
    firstName: borrower?.firstName ?? fromAccount.firstName,
    lastName: borrower?.lastName ?? fromAccount.lastName,
    phoneNumber: borrower?.phoneNumber ?? user.phoneNumber ?? '',
  };
}
