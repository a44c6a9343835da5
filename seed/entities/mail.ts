import { codeLifetimeMs, hashCode } from '../../api/auth/verificationCodes';
import { demoPhones } from '../../api/domain/helpPhone';
import { composeEmail, type EmailContent, type MailLanguage } from '../../api/integrations/mail/templates';
import { secondMs } from '../clock';
import type { Tree } from '../tree';

/*
 * The mail the product sent the borrower, as its outbox holds it without SMTP (api/outbox.ts): the
 * same templates in the borrower's language (api/integrations/mail/templates), rendered by the same
 * code. About you sends the initial e-mail with a six-digit code (api/services/flow/outreach.ts), kept
 * hashed in verification_codes and long expired by now: following its link asks for a new code, as a
 * real borrower's old link does. Offers and a completed rental application each send one more; an
 * account whose password was set (the demo accounts) got the password-changed notice
 * (api/services/accounts/resetPassword.ts), and its code is spent.
 */

/** The links' origin: training's default address (demo data lives in training). */
const origin = 'http://localhost:3001';

export interface MailReader {
  email: string;
  firstName: string;
  language: MailLanguage;
}

function addMail(tree: Tree, reader: MailReader, content: EmailContent, atMs: number): void {
  const message = composeEmail(reader.email, content, {
    language: reader.language,
    origin,
    counselorPhone: demoPhones.counselor,
  });
  const at = tree.clock.instant(atMs);
  tree.add('emailOutbox', { ...message, sentAt: at, createdAt: at });
}

/** About you's initial e-mail and its code; then, if the borrower set a password, the notice. */
export function addAccountMail(
  tree: Tree,
  userId: string,
  reader: MailReader,
  createdMs: number,
  passwordSetMs: number | null,
): void {
  const code = String(tree.rng.int(0, 999_999)).padStart(6, '0');
  const { clock } = tree;
  tree.add('verificationCodes', {
    userId,
    codeHash: hashCode(userId, code),
    purpose: 'initialPassword',
    attempts: 0,
    expiresAt: new Date(createdMs + codeLifetimeMs).toISOString(),
    usedAt: passwordSetMs === null ? null : clock.instant(passwordSetMs),
    createdAt: clock.instant(createdMs),
  });
  const content = {
    template: 'initialEmail',
    firstName: reader.firstName,
    email: reader.email,
    code,
  } as const;
  addMail(tree, reader, content, createdMs + secondMs);
  if (passwordSetMs !== null) addMail(tree, reader, { template: 'passwordChanged' }, passwordSetMs);
}

export type OutreachTemplate = 'obtainedOffer' | 'completedRentalApplication';

export function addOutreachMail(
  tree: Tree,
  reader: MailReader,
  template: OutreachTemplate,
  atMs: number,
): void {
  addMail(tree, reader, { template, firstName: reader.firstName }, atMs);
}
