import { createHash } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/accounts';

export type NewOutboxEmail = Omit<Tables['emailOutbox']['$inferInsert'], 'id' | 'createdAt'>;

export async function insertOutboxEmail(tx: Db, t: Tables, email: NewOutboxEmail): Promise<void> {
  await tx.insert(t.emailOutbox).values(email);
}

/** An attachment as the outbox records it: its facts, not the file (kept where it belongs). */
export function attachmentFacts(
  attachments: { filename: string; contentType: string; content: Buffer }[] | undefined,
): OutboxAttachment[] | null {
  const facts = attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    bytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  }));
  return facts?.length ? facts : null;
}

/**
 * A mail whose job failed for good, shown in the outbox with its error: one row per job, so a
 * retried mail that fails again updates its row.
 */
export async function recordFailedMail(
  tx: Db,
  t: Tables,
  mail: Omit<NewOutboxEmail, 'sentAt' | 'retriedAt'> & { error: string; failedJobId: string },
): Promise<void> {
  const updated = await tx
    .update(t.emailOutbox)
    .set({ error: mail.error, retriedAt: null })
    .where(eq(t.emailOutbox.failedJobId, mail.failedJobId))
    .returning({ id: t.emailOutbox.id });
  if (updated.length === 0) await tx.insert(t.emailOutbox).values(mail);
}

/** A failed mail sent at last: its row says so, and loses its error. */
export async function recordRetriedMailSent(
  tx: Db,
  t: Tables,
  failedJobId: string,
  sentAt: string,
): Promise<void> {
  await tx
    .update(t.emailOutbox)
    .set({ sentAt, error: null })
    .where(eq(t.emailOutbox.failedJobId, failedJobId));
}

/** Marks a failed mail retried; answers its job, or null when it is not a failed mail (or already retried). */
export async function markMailRetried(
  tx: Db,
  t: Tables,
  id: string,
  retriedAt: string,
): Promise<string | null> {
  const [row] = await tx
    .update(t.emailOutbox)
    .set({ retriedAt })
    .where(
      and(
        eq(t.emailOutbox.id, id),
        isNotNull(t.emailOutbox.error),
        isNotNull(t.emailOutbox.failedJobId),
        isNull(t.emailOutbox.retriedAt),
      ),
    )
    .returning({ failedJobId: t.emailOutbox.failedJobId });
  return row?.failedJobId ?? null;
}

/** Mails failed for good that no lead has retried yet (a metric an operator alerts on). */
export async function failedMailCount(db: Db, t: Tables): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.emailOutbox)
    .where(and(isNotNull(t.emailOutbox.error), isNull(t.emailOutbox.retriedAt)));
  return Number(row?.n ?? 0);
}
