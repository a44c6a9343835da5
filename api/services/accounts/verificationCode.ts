import { checkCode } from '../../auth/codeChecks';
import { readData } from '../../data/bound';
import type { ServiceDeps } from '../deps';
import { settleCode } from './codeOutcome';
import { splitName } from '../../domain/accountForms';

/**
 * /auth/verification-code: checks the code without spending it, and answers what the Confirm Your
 * Information page shows: the borrower's name and phone, else the account's.
 */
export async function checkVerificationCode(deps: ServiceDeps, email: string, code: string) {
  const { database } = deps;
  const { user } = await settleCode(
    deps,
    await checkCode(database, { email, code, now: deps.now() }, async () => undefined),
  );
  const borrower = await readData(database).borrowers.contactOfOwner(user.id);
  const fromAccount = splitName(user.name);
  return {
    mustChangePassword: user.mustChangePassword,
    firstName: borrower?.firstName ?? fromAccount.firstName,
    lastName: borrower?.lastName ?? fromAccount.lastName,
    phoneNumber: borrower?.phoneNumber ?? user.phoneNumber ?? '',
  };
}
