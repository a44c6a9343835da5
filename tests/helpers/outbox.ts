import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The newest e-mail the product sent to an address (the outbox stands for delivery without SMTP). */
export async function latestEmailTo(database: Database, to: string) {
  const { db, t } = database;
  const [mail] = await db
    .select()
    .from(t.emailOutbox)
    .where(eq(t.emailOutbox.to, to.toLowerCase()))
    .orderBy(desc(t.emailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** The six-digit code in the newest e-mail to an address, and the link carrying it when there is one. */
export async function latestCodeTo(database: Database, to: string) {
  const mail = await latestEmailTo(database, to);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${to}: ${mail.subject}`);
  const link = /(https?:\/\/\S*\/verification-code\?\S+)/.exec(mail.text)?.[1] ?? null;
  return { code, link, mail };
}

/** The link confirming a change of e-mail in the newest e-mail to the new address, and its token. */
export async function latestConfirmEmailLinkTo(database: Database, to: string) {
  const mail = await latestEmailTo(database, to);
  const link = /(https?:\/\/\S*\/confirm-email\?token=[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no confirmation link in the e-mail to ${to}: ${mail.subject}`);
  return { link, token: new URL(link).searchParams.get('token')!, mail };
}
