import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { loadConfig } from '../config';
import { openToolDatabase } from './toolDatabase';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../data/bound';
import { passwordRefusal } from '../services/accounts/newPassword';
import { isValidEmail } from '../domain/borrowerRules';

const usage = `Usage: npm run user -- add --email EMAIL [--name NAME] [--group GROUP ...] [--password PASSWORD] [--training]
       npm run user -- reset --email EMAIL [--training]
  add: creates an account in live (DATABASE_URL), or with --training in training (TRAINING_DATABASE_URL).
  Staff are members of a group whose name includes CustomerService (CustomerService for reps,
  CustomerServiceLead for leads). Without --password one is generated and printed.
  reset: recovers an account from the shell (a sole lead locked out, a forgotten password): enables it,
  gives it a one-time password (printed) that must be changed at sign-in, removes its second factor so
  it enrols again, ends its sessions, and writes the audit entry. Needs the server's database settings.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      group: { type: 'string', multiple: true },
      password: { type: 'string' },
      training: { type: 'boolean', default: false },
    },
  });
  if (!['add', 'reset'].includes(positionals[0]) || !values.email) {
    console.error(usage);
    process.exit(2);
  }
  if (positionals[0] === 'reset') return reset(values.email, values.training ? 'training' : 'live');
  if (!isValidEmail(values.email)) throw new Error(`Email is invalid: ${values.email}`);
  const password = values.password ?? `Rep${randomBytes(6).toString('hex')}!1`;
  const refusal = passwordRefusal(password);
  if (refusal) throw new Error(refusal);
  const kind = values.training ? 'training' : 'live';
  const { database, where } = await openToolDatabase(loadConfig(), kind);
  try {
    const passwordHash = await hashPassword(password);
    await inTransaction(database, (data) =>
      data.users.insertAccount({
        email: values.email!,
        name: values.name,
        passwordHash,
        groups: values.group ?? [],
      }),
    );
    console.log(
      `Created ${values.email} in ${kind} (${where})${values.group?.length ? `, groups ${values.group.join(', ')}` : ''}.`,
    );
    if (!values.password) console.log(`Password: ${password}`);
  } finally {
    await database.close();
  }
}

/** A locked-out account back in its owner's hands, from the shell (README, "Recovering an account"). */
async function reset(email: string, kind: 'live' | 'training') {
  const password = `Reset${randomBytes(6).toString('hex')}!1`;
  const { database, where } = await openToolDatabase(loadConfig(), kind);
  try {
    const passwordHash = await hashPassword(password);
    const found = await inTransaction(database, async (data) => {
      const user = await data.users.userByEmail(email);
      if (!user) return false;
      await data.users.updateAccount(user.id, { passwordHash, mustChangePassword: true, isActive: true });
      await data.secondFactors.removeSecondFactor(user.id);
      await data.users.endSessions(user.id);
      await data.audit.insertAuditEntry({
        actorId: user.id,
        action: 'resetFromShell',
        entity: 'User',
        entityId: user.id,
        applicationId: null,
        before: { isActive: user.isActive },
        after: { isActive: true, mustChangePassword: true, secondFactor: 'removed', by: userInfo().username },
      });
      return true;
    });
    if (!found) throw new Error(`No account ${email} in ${kind} (${where})`);
    console.log(
      `Reset ${email} in ${kind} (${where}): enabled, signed out everywhere, second factor removed.\n` +
        `One-time password (to be changed at sign-in): ${password}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
