import { createHash, randomBytes } from 'node:crypto';
import { assertAcceptablePassword } from './accounts/newPassword';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../auth/passwords';
import { viewerFrom } from '../auth/viewer';
import { inTransaction, readData } from '../data/bound';
import { leadGroup, repGroup } from '../domain/permissions';
import { passwordsDoNotMatch } from '../domain/password';
import { repErrors } from '../domain/repRules';
import type { WorkspaceKind } from '../domain/workspace';
import { ConfigError } from '../config';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import { ensureCreditorTerms } from './creditorTermsTable';
import { assertValid } from './validation';

/*
 * A workspace's database on start (docs/decisions.md, "Live and training"): it bears the mark of the
 * workspace it belongs to, and a live one starts with no known password — its first lead comes from
 * a one-time link printed at start (or from `npm run user -- add`).
 */

/** The accounts every demo load makes: a database holding them has been a training database. */
const demoAccountEmails = ['lead@example.org', 'rep1@example.org', 'demo.fullhistory@example.org'];

/**
 * Marks an unmarked database for `kind`, and refuses one marked for the other workspace — or, for
 * live, one that holds an earlier version's demo data — so practice can never run on live rows.
 * A workspace's database then holds the agency's creditor terms, the starting table at first.
 */
export async function claimDatabaseFor(
  database: Database,
  kind: WorkspaceKind,
  location: string,
  now: Date,
): Promise<void> {
  const data = readData(database);
  let mark = await data.workspace.workspaceMarkOf();
  if (!mark) {
    if (kind === 'live' && (await data.workspace.usersWithEmails(demoAccountEmails)) > 0) {
      throw new ConfigError(
        `The live database (${location}) holds demo data from an earlier version. Move it aside ` +
          '(it can become the training database: TRAINING_DATABASE_URL) or delete it, then start again.',
      );
    }
    await inTransaction(database, (data) => data.workspace.markWorkspace(kind, now.toISOString()));
    mark = await data.workspace.workspaceMarkOf();
  }
  if (mark !== kind) {
    throw new ConfigError(
      `The database ${location} belongs to the ${mark} workspace and cannot be opened as ${kind}. ` +
        'Check DATABASE_URL and TRAINING_DATABASE_URL.',
    );
  }
  await ensureCreditorTerms(database, kind, now);
}

/** A first-lead link lives a day and is used once. */
export const setupLinkLifetimeMs = 24 * 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * While live has no staff account: a new one-time token (the link printed at start), replacing any
 * earlier unused one. Null once live has staff.
 */
export async function issueFirstLeadLink(database: Database, now: Date): Promise<string | null> {
  if ((await readData(database).workspace.staffCount()) > 0) return null;
  const token = randomBytes(32).toString('base64url');
  await inTransaction(database, async (data) => {
    await data.workspace.retireSetupLinks(now.toISOString());
    await data.workspace.insertSetupLink(
      hashToken(token),
      new Date(now.getTime() + setupLinkLifetimeMs).toISOString(),
    );
  });
  return token;
}

export interface FirstLead {
  token: string;
  email: string;
  name: string;
  password: string;
  confirmPassword: string;
}

export const setupLinkRefused =
  'This setup link has been used or has expired. Restart the server for a new link, or add the lead with npm run user -- add.';

/** The first lead of live: the link is used up in the same transaction that makes the account. */
export async function createFirstLead(database: Database, input: FirstLead, now: Date): Promise<void> {
  const errors = repErrors({ name: input.name, email: input.email, password: input.password }, true);
  if (!errors.password && input.password !== input.confirmPassword)
    errors.confirmPassword = passwordsDoNotMatch;
  assertValid(errors);
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    await inTransaction(database, async (data) => {
      if (!(await data.workspace.useSetupLink(hashToken(input.token), now.toISOString())))
        throw new AppError('FORBIDDEN', setupLinkRefused);
      if ((await data.workspace.staffCount()) > 0) throw new AppError('FORBIDDEN', setupLinkRefused);
      const groups = [repGroup, leadGroup];
      const id = await data.users.insertAccount({
        email: input.email,
        name: input.name.trim(),
        passwordHash,
        groups,
      });
      const user = (await data.users.userById(id))!;
      await recordAudit(data, viewerFrom(user, groups), {
        action: 'createFirstLead',
        entity: 'Rep',
        entityId: id,
        after: { email: user.email, name: user.name, groups },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const taken = 'An account with the given email address already exists.';
      throw new AppError('CONFLICT', taken, { email: taken });
    }
    throw error;
  }
}
