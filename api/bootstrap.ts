import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { hashPassword } from './auth/passwords';
import { inTransaction, readData } from './data/bound';
import { leadGroup, repGroup } from './domain/permissions';
import type { Logger } from './logger';

export const demoStaff = [
  { email: 'lead@example.org', name: 'Lena Lead', groups: [repGroup, leadGroup] },
  { email: 'rep1@example.org', name: 'Rita Rep', groups: [repGroup] },
  { email: 'rep2@example.org', name: 'Ravi Rep', groups: [repGroup] },
];

/** A password that meets the product rule: letters, digits and a special character. */
export function generatedPassword(): string {
  return `Demo${randomBytes(6).toString('hex')}!7`.slice(0, 20);
}

/** On an empty database: one lead and two reps, sharing one password (given, or printed once). */
export async function createDemoStaff(
  database: Database,
  logger: Logger,
  password?: string,
): Promise<boolean> {
  if ((await readData(database).users.userCount()) > 0) return false;
  const chosen = password ?? generatedPassword();
  const passwordHash = await hashPassword(chosen);
  try {
    await inTransaction(database, async (data) => {
      for (const staff of demoStaff) await data.users.insertAccount({ ...staff, passwordHash });
    });
  } catch (error) {
    // Another process starting on the same empty database got there first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  logger.info(
    { accounts: demoStaff.map((s) => s.email) },
    password ? 'Created demo staff accounts with DEMO_STAFF_PASSWORD' : 'Created demo staff accounts',
  );
  if (!password) {
    // Printed once, on the first start only: the log redaction would hide a `password` field.
    process.stdout.write(
      `\nDemo staff password (shown once): ${chosen}\n  ${demoStaff.map((s) => s.email).join(', ')}\n\n`,
    );
  }
  return true;
}

/**
 * The demo borrower accounts a lead signs in as to show the customer portal (the seed's demoAccounts.ts),
 * announced when a load makes them: their e-mails, and their password when it was generated —
 * printed once, like the staff's (with DEMO_BORROWER_PASSWORD set it is never printed).
 */
export function announceDemoBorrowerAccounts(
  logger: Logger,
  accounts: readonly { email: string; shows: string }[],
  generated: string | null,
): void {
  logger.info(
    { accounts: accounts.map((a) => a.email) },
    generated
      ? 'Created demo borrower accounts'
      : 'Created demo borrower accounts with DEMO_BORROWER_PASSWORD',
  );
  if (!generated) return;
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map((a) => `  ${a.email.padEnd(width)}  ${a.shows}`).join('\n');
  process.stdout.write(
    `\nDemo borrower password (shown once), for the customer portal: ${generated}\n${lines}\n\n`,
  );
}
