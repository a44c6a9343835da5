import type { Db, Tables } from '../../db/client';

export type NewOutboxEmail = Omit<Tables['emailOutbox']['$inferInsert'], 'id' | 'createdAt'>;

export async function insertOutboxEmail(tx: Db, t: Tables, email: NewOutboxEmail): Promise<void> {
  await tx.insert(t.emailOutbox).values(email);
}
