import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { openToolDatabase } from './toolDatabase';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../data/bound';
import { passwordMeetsRules, passwordRulesMessage } from '../domain/password';
import { isValidEmail } from '../domain/borrowerRules';

const usage = `Usage: npm run user -- add --email EMAIL [--name NAME] [--group GROUP ...] [--password PASSWORD] [--training]
  Creates an account in live (DATABASE_URL), or with --training in training (TRAINING_DATABASE_URL).
  Staff are members of a group whose name includes CustomerService (CustomerService for reps,
  CustomerServiceLead for leads). Without --password one is generated and printed.`;

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
  if (positionals[0] !== 'add' || !values.email) {
    console.error(usage);
    process.exit(2);
  }
  if (!isValidEmail(values.email)) throw new Error(`Email is invalid: ${values.email}`);
  const password = values.password ?? `Rep${randomBytes(6).toString('hex')}!1`;
  if (!passwordMeetsRules(password)) throw new Error(passwordRulesMessage);
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
