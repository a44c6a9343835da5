import { and, eq } from 'drizzle-orm';
import { issueVerificationCode } from '../../auth/verificationCodes';
import { composeEmail, type EmailContent, type MailLanguage } from '../../integrations/mail/templates';
import type { FlowDeps } from './deps';

const language = (preferred: string | null | undefined): MailLanguage => (preferred === 'es' ? 'es' : 'en');

async function send(
  deps: FlowDeps,
  to: string,
  content: EmailContent,
  preferredLanguage: string | null | undefined,
) {
  await deps.integrations.mailer.send(
    composeEmail(to, content, {
      language: language(preferredLanguage),
      origin: deps.publicOrigin,
      counselorPhone: deps.counselorPhone,
    }),
  );
}

/**
 * The initial e-mail after About you, sent once (User.initialEmailWasSent): a link with a code so the
 * borrower can set a password later. A mail failure is logged and retried at the next About-you save.
 */
export async function sendInitialEmailOnce(
  deps: FlowDeps,
  userId: string,
  firstName: string,
  preferredLanguage?: string | null,
) {
  const { database, logger } = deps;
  const { t } = database;
  // The flag is taken in a transaction of its own: mail is never sent while the database is locked.
  const claimed = await database.withTransaction(async (tx) => {
    const [user] = await tx
      .update(t.users)
      .set({ initialEmailWasSent: true })
      .where(and(eq(t.users.id, userId), eq(t.users.initialEmailWasSent, false)))
      .returning();
    if (!user) return null;
    return {
      email: user.email,
      code: await issueVerificationCode(tx, t, userId, 'initialPassword', deps.now()),
    };
  });
  if (!claimed) return;
  try {
    await send(
      deps,
      claimed.email,
      { template: 'initialEmail', firstName, email: claimed.email, code: claimed.code },
      preferredLanguage,
    );
  } catch (err) {
    logger.warn({ err, userId }, 'initial e-mail not sent; will retry at the next save');
    await database.withTransaction((tx) =>
      tx.update(t.users).set({ initialEmailWasSent: false }).where(eq(t.users.id, userId)),
    );
  }
}

export const outreachEventTypes = ['obtainedOffer', 'completedRentalApplication'] as const;
export type OutreachEventType = (typeof outreachEventTypes)[number];

/** Records an outreach event for the borrower and e-mails them; the same event is recorded once. */
export async function recordOutreachEvent(deps: FlowDeps, borrowerId: string, eventType: OutreachEventType) {
  const { database } = deps;
  const { t } = database;
  const created = await database.withTransaction(async (tx) => {
    const [existing] = await tx
      .select({ id: t.outreachEvents.id })
      .from(t.outreachEvents)
      .where(and(eq(t.outreachEvents.borrowerId, borrowerId), eq(t.outreachEvents.eventType, eventType)));
    if (existing) return null;
    await tx
      .insert(t.outreachEvents)
      .values({ borrowerId, eventType, occurredOn: deps.now().toISOString().slice(0, 10) });
    const [borrower] = await tx.select().from(t.borrowers).where(eq(t.borrowers.id, borrowerId));
    return borrower;
  });
  if (!created?.email) return;
  try {
    await send(
      deps,
      created.email,
      { template: eventType, firstName: created.firstName ?? '' },
      created.preferredLanguage,
    );
  } catch (err) {
    deps.logger.warn({ err, borrowerId, eventType }, 'outreach e-mail not sent');
  }
}
