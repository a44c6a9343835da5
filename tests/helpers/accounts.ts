import { count, eq } from 'drizzle-orm';
import { fixturePasswordHash } from './fixtureHash';
import { expect } from 'vitest';
import { insertAccount } from '../../api/data/users';
import type { Database } from '../../db/client';
import { latestCodeTo, latestEmailTo } from './outbox';

async function mailCount(database: Database, to: string): Promise<number> {
  const { db, t } = database;
  const [row] = await db
    .select({ n: count() })
    .from(t.emailOutbox)
    .where(eq(t.emailOutbox.to, to.toLowerCase()));
  return Number(row?.n ?? 0);
}

/**
 * Runs `action` and waits for the next e-mail to `to`: forgot-password answers before it sends,
 * so the mail lands a moment after the response.
 */
export async function nextMailTo<T>(database: Database, to: string, action: () => Promise<T>) {
  const before = await mailCount(database, to);
  const result = await action();
  await expect
    .poll(() => mailCount(database, to), { timeout: 60_000, interval: 20, message: `no new e-mail to ${to}` })
    .toBeGreaterThan(before);
  const mail = await latestEmailTo(database, to);
  const code = mail.template === 'passwordResetCode' ? (await latestCodeTo(database, to)).code : null;
  return { result, mail, code };
}

export const newPassword = 'N3w!secret';

/** An account signed in for the first time with a temporary password (a rep a lead created, say). */
export async function aMustChangeAccount(database: Database, email: string, password: string) {
  const passwordHash = fixturePasswordHash(password);
  return database.withTransaction((tx) =>
    insertAccount(tx, database.t, {
      email,
      name: 'Temp Person',
      phoneNumber: '512-555-0100',
      passwordHash,
      mustChangePassword: true,
    }),
  );
}
