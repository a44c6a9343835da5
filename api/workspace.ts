import { createHmac } from 'node:crypto';
import { dirname, join } from 'node:path';
import { describeDatabaseUrl } from '../db/client';
import { ConfigError, type Config } from './config';
import { demoPhones, isFictionalPhone, nanpDigits, type HelpPhones } from './domain/helpPhone';
import { flowVariantOf, type FlowVariant } from './domain/agency';
import type { AgencyFees } from './domain/agencyFees';
import type { WorkspaceKind } from './domain/workspace';

export type { WorkspaceKind } from './domain/workspace';

/*
 * Live and training are two workspaces: two databases served by the same app on two ports
 * (docs/decisions/0059-live-and-training.md). Everything that differs between them is here, decided
 * once from the configuration; nothing else asks which workspace it is in but the few rules that
 * must (demo data, the second factor, the third parties).
 */
export interface Workspace {
  kind: WorkspaceKind;
  /** The port it listens on (0: any free one, for tests). */
  port: number;
  databaseUrl: string | undefined;
  /** Where people reach it, for mail links and allowed origins; unset, the address it listens on. */
  publicOrigin: string | undefined;
  /** Each workspace its own cookie: a browser holding both never sends one to the other's sessions. */
  cookieName: string;
  phones: HelpPhones;
  promoVideoUrl: string | undefined;
  /** The agency's credit flow; training practises the same one as live. */
  flowVariant: FlowVariant;
  /** The fees its plan agreements itemize; training practises live's. */
  fees: AgencyFees;
  /** Whether borrowers can link a bank: training's sandbox always; live only through Plaid. */
  bankLinking: boolean;
}

export const cookieNames: Record<WorkspaceKind, string> = {
  live: 'relief.sid',
  training: 'relief-training.sid',
};

/** Unset, training is a SQLite file beside live's (or in data/ when live is not a SQLite file). */
export function trainingDatabaseUrl(config: Pick<Config, 'DATABASE_URL' | 'TRAINING_DATABASE_URL'>): string {
  if (config.TRAINING_DATABASE_URL) return config.TRAINING_DATABASE_URL;
  const live = describeDatabaseUrl(config.DATABASE_URL);
  const folder = live.dialect === 'sqlite' ? dirname(live.location) : 'data';
  return `file:${join(folder, 'training.db')}`;
}

/** The training port: unset, the one after live's; 'off', no training workspace. */
export function trainingPort(config: Pick<Config, 'PORT' | 'TRAINING_PORT'>): number | null {
  if (config.TRAINING_PORT === 'off') return null;
  if (config.TRAINING_PORT !== undefined) return config.TRAINING_PORT;
  return config.PORT === 0 ? 0 : config.PORT + 1;
}

const livePhoneSettings = {
  agency: 'AGENCY_PHONE',
  counselor: 'COUNSELOR_PHONE',
  rental: 'RENTAL_PROGRAM_PHONE',
  alternativeLanguage: 'ALT_LANGUAGE_PHONE',
} as const satisfies Record<keyof HelpPhones, keyof Config>;

/**
 * Why live cannot serve borrowers yet, one line per setting; empty when it can. A live help line
 * must be a real number people can dial, and mail links must not depend on a proxy's headers.
 */
export function liveProblems(config: Config): string[] {
  const problems: string[] = [];
  for (const setting of Object.values(livePhoneSettings)) {
    const value = config[setting];
    if (!value) problems.push(`${setting} is not set: the phone line borrowers call`);
    else if (!nanpDigits(value)) problems.push(`${setting} is not a North American phone number: "${value}"`);
    else if (isFictionalPhone(value)) problems.push(`${setting} is a fictional 555-01xx number: "${value}"`);
  }
  if (!config.DATA_ENCRYPTION_KEY) {
    problems.push(
      'DATA_ENCRYPTION_KEY is not set: live seals its secrets at rest (npm run rotate-key -- --generate)',
    );
  }
  if (!config.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set: live sends borrowers and staff their codes and notices by real mail, never an outbox',
    );
  }
  if (config.PLAID_CLIENT_ID && config.PLAID_SECRET && config.PLAID_ENV === 'sandbox') {
    problems.push("PLAID_ENV is 'sandbox': Plaid's test banks would show a real borrower made-up accounts");
  }
  if (config.TRUST_PROXY && !config.PUBLIC_ORIGIN) {
    problems.push('PUBLIC_ORIGIN is not set: behind a proxy (TRUST_PROXY=true) mail links need it');
  }
  return problems;
}

function livePhones(config: Config): HelpPhones {
  const phones = { ...demoPhones };
  for (const [line, setting] of Object.entries(livePhoneSettings) as [keyof HelpPhones, keyof Config][]) {
    const value = config[setting];
    if (typeof value === 'string' && value) phones[line] = value;
  }
  return phones;
}

const sameDatabase = (a: string | undefined, b: string | undefined) => {
  const [x, y] = [describeDatabaseUrl(a), describeDatabaseUrl(b)];
  return x.dialect === y.dialect && x.location === y.location;
};

/** Where a workspace's LISTEN connection goes on Postgres: its own setting, else its database. */
export function listenUrlOf(config: Config, workspace: Pick<Workspace, 'kind' | 'databaseUrl'>) {
  const configured =
    workspace.kind === 'live' ? config.DATABASE_LISTEN_URL : config.TRAINING_DATABASE_LISTEN_URL;
  return configured ?? workspace.databaseUrl;
}

/** Live, and training unless TRAINING_PORT is off. Two workspaces never share a database. */
export function workspacesOf(config: Config): { live: Workspace; training: Workspace | null } {
  const live: Workspace = {
    kind: 'live',
    port: config.PORT,
    databaseUrl: config.DATABASE_URL,
    publicOrigin: config.PUBLIC_ORIGIN,
    cookieName: cookieNames.live,
    phones: livePhones(config),
    promoVideoUrl: config.PROMO_VIDEO_URL,
    flowVariant: flowVariantOf(config.AGENCY),
    fees: { setupCents: config.AGENCY_SETUP_FEE, monthlyCents: config.AGENCY_MONTHLY_FEE },
    bankLinking: Boolean(config.PLAID_CLIENT_ID && config.PLAID_SECRET),
  };
  const port = trainingPort(config);
  if (port === null) return { live, training: null };
  const databaseUrl = trainingDatabaseUrl(config);
  if (sameDatabase(databaseUrl, config.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  TRAINING_DATABASE_URL: must be another database than DATABASE_URL (practice must never touch live data)',
    );
  }
  if (port !== 0 && port === config.PORT) {
    throw new ConfigError('Invalid configuration:\n  TRAINING_PORT: must differ from PORT');
  }
  return {
    live,
    training: {
      kind: 'training',
      port,
      databaseUrl,
      publicOrigin: config.TRAINING_PUBLIC_ORIGIN,
      cookieName: cookieNames.training,
      phones: { ...demoPhones },
      promoVideoUrl: config.PROMO_VIDEO_URL,
      flowVariant: live.flowVariant,
      fees: live.fees,
      bankLinking: true,
    },
  };
}

/** Live signs with the secret as given (sessions survive the upgrade); training with one derived from it. */
export function workspaceSessionSecret(secret: string, kind: WorkspaceKind): string {
  return kind === 'live' ? secret : createHmac('sha256', secret).update('training').digest('hex');
}

/** The origin mail links and the console name: the configured one, else where it listens. */
export function originOf(workspace: Workspace, host: string, listeningPort: number): string {
  if (workspace.publicOrigin) return workspace.publicOrigin.replace(/\/+$/, '');
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${listeningPort}`;
}
