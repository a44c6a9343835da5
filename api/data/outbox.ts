import { createHash } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/accounts';

export type NewOutboxEmail = Omit<Tables['emailOutbox']['$inferInsert'], 'id' | 'createdAt'>;

/** Answers the row's id: a mail queued through SMTP carries it, so its job can say how it went. */
export async function insertOutboxEmail(tx: Db, t: Tables, email: NewOutboxEmail): Promise<string> {
  const [row] = await tx.insert(t.emailOutbox).values(email).returning({ id: t.emailOutbox.id });
  return row!.id;
}

/** A queued mail accepted by the SMTP server (a retried one loses its error). */
export async function recordMailSent(tx: Db, t: Tables, deliveryId: string, sentAt: string): Promise<void> {
  await tx.update(t.emailOutbox).set({ sentAt, error: null }).where(eq(t.emailOutbox.id, deliveryId));
}

/** A queued mail whose job failed for good: its error, and the job a lead's Retry runs again. */
export async function recordDeliveryFailed(
  tx: Db,
  t: Tables,
  failure: { deliveryId: string; error: string; failedJobId: string },
): Promise<void> {
  await tx
    .update(t.emailOutbox)
    .set({ error: failure.error, failedJobId: failure.failedJobId, retriedAt: null })
    .where(eq(t.emailOutbox.id, failure.deliveryId));
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
