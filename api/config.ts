import cronParser from 'cron-parser';
import { z } from 'zod';
import { defaultPoolSize } from '../db/client';
import { DataKeyError, parseDataKey } from '../db/dataKeys';
import { agencies } from './domain/agency';
import { feeCents } from './domain/agencyFees';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A phone line as people dial it; its shape is checked when a workspace starts (api/workspace.ts). */
const phone = z.string().trim().min(1).optional();
const postgresUrl = /^postgres(ql)?:\/\//;

/** A data key (db/dataKeys.ts): the message says what a key looks like, never the value given. */
const isDataKey = (text: string) => {
  try {
    return Boolean(parseDataKey(text));
  } catch (error) {
    if (error instanceof DataKeyError) return false;
    throw error;
  }
};
const dataKeyMessage =
  'must be 32 random bytes in base64 (44 characters) or hex (64): npm run rotate-key -- --generate';

/** Five fields (minute to weekday), as pg-boss's clock reads them: cron-parser alone would fill in a missing one. */
function isCron(value: string): boolean {
  if (value.trim().split(/\s+/).length !== 5) return false;
  try {
    cronParser.parseExpression(value, { tz: 'UTC' });
    return true;
  } catch {
    return false;
  }
}

/** A fee in dollars and cents ('25', '7.50'), read as exact cents. */
const fee = z
  .string()
  .refine((text) => feeCents(text) !== null, 'must be dollars and cents, e.g. 25 or 7.50 (at most 999.99)')
  .transform((text) => feeCents(text)!);

/** Every environment variable the product reads; README's configuration table mirrors this. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The training workspace's port: unset, the next one after PORT; `off` serves live alone. */
  TRAINING_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** Postgres: each serving process's pool (docs/decisions/0063-postgres-connections.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(defaultPoolSize),
  /**
   * Postgres: each connection keeps its statements parsed (db/namedStatements.ts). Off only behind a
   * pooler that cannot carry protocol-level prepared statements (PgBouncer before 1.21; README).
   */
  DATABASE_NAMED_STATEMENTS: flag.default('true'),
  /** Postgres: where each process's LISTEN connection goes, straight to the server (never a pooler in transaction mode); unset, DATABASE_URL. */
  DATABASE_LISTEN_URL: z.string().regex(postgresUrl, 'must be a postgres:// URL').optional(),
  /** Unset: a SQLite file beside the live one (data/training.db). */
  TRAINING_DATABASE_URL: z.string().optional(),
  /** Training on Postgres: as DATABASE_LISTEN_URL; unset, TRAINING_DATABASE_URL. */
  TRAINING_DATABASE_LISTEN_URL: z.string().regex(postgresUrl, 'must be a postgres:// URL').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** Seals secrets at rest; the live workspace will not start without it (api/encryptionKeys.ts). */
  DATA_ENCRYPTION_KEY: z.string().refine(isDataKey, dataKeyMessage).optional(),
  /** Earlier keys, comma-separated, still read while `npm run rotate-key` re-seals their values. */
  DATA_ENCRYPTION_OLD_KEYS: z
    .string()
    .refine((keys) => keys.split(',').every((key) => key.trim() === '' || isDataKey(key)), dataKeyMessage)
    .optional(),
  /** Training's own key and earlier keys (api/encryptionKeys.ts); unset, a key file beside its SQLite database. */
  TRAINING_DATA_ENCRYPTION_KEY: z.string().refine(isDataKey, dataKeyMessage).optional(),
  TRAINING_DATA_ENCRYPTION_OLD_KEYS: z
    .string()
    .refine((keys) => keys.split(',').every((key) => key.trim() === '' || isDataKey(key)), dataKeyMessage)
    .optional(),
  /** A rep opening more borrowers they have not claimed in an hour is flagged to leads. */
  UNCLAIMED_VIEWS_PER_HOUR: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: flag.default('false'),
  /** Where borrowers and staff reach live (mail links, allowed origins); unset, the address it listens on. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRAINING_PUBLIC_ORIGIN: z.string().url().optional(),
  DEMO_STAFF_PASSWORD: z.string().min(8).optional(),
  /** The demo borrower accounts' password (seed/demoAccounts.ts); unset, one is generated and printed. */
  DEMO_BORROWER_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO_DATA: flag.default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Relief Service <no-reply@example.org>'),
  /** The agency this deployment runs for; it picks the credit flow's variant (api/domain/agency.ts). */
  AGENCY: z.enum(agencies).default('main'),
  /** The help lines live shows (api/domain/helpPhone.ts); training always shows the demo lines. */
  AGENCY_PHONE: phone,
  COUNSELOR_PHONE: phone,
  RENTAL_PROGRAM_PHONE: phone,
  ALT_LANGUAGE_PHONE: phone,
  /** The agency's fees every plan agreement itemizes (api/domain/agencyFees.ts); $0 unless set. */
  AGENCY_SETUP_FEE: fee.default('0'),
  AGENCY_MONTHLY_FEE: fee.default('0'),
  /** The landing page's promo video; unset hides its button. Injected into the pages when served. */
  PROMO_VIDEO_URL: z.string().url().optional(),
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  /** Live refuses 'sandbox' (Plaid's test banks); it is here so that the refusal can name it. */
  PLAID_ENV: z.enum(['sandbox', 'production']).default('production'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /**
   * Live's credit bureau: Experian's Prequalification Credit Report (api/integrations/creditBureau).
   * Unset, live has no bureau and a counsellor reviews each application's credit in the console.
   */
  CREDIT_BUREAU_URL: z.string().url().optional(),
  CREDIT_BUREAU_CLIENT_ID: z.string().min(1).optional(),
  CREDIT_BUREAU_CLIENT_SECRET: z.string().min(1).optional(),
  CREDIT_BUREAU_USERNAME: z.string().min(1).optional(),
  CREDIT_BUREAU_PASSWORD: z.string().min(1).optional(),
  CREDIT_BUREAU_SUBSCRIBER_CODE: z.string().min(1).optional(),
  BUILD_ON_START: flag.default('true'),
  /**
   * Apply pending migrations as the server starts (once across servers: db/pgMigrations.ts). `false`
   * when `npm run db:migrate` is a release step of its own: a server then refuses a database it lacks.
   */
  MIGRATE_ON_START: flag.default('true'),
  /** Serves GET /metrics (Prometheus) on this port, apart from the workspaces' ports; unset, no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where OpenTelemetry traces go (OTLP over HTTP); unset, no tracing (api/telemetry/tracing.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** A Sentry-compatible DSN (Sentry, GlitchTip) for unexpected errors, scrubbed of borrower fields. */
  ERROR_REPORTING_DSN: z.string().url().optional(),
  /** Sends each response's time by phase as a Server-Timing header (the bench's breakdown); off in service. */
  SERVER_TIMING: flag.default('false'),
  /** Serving processes (cluster workers) of `npm start`; unset, one per core; 1, a single process. */
  /** When the housekeeping runs (expired sessions, ended rate-limit windows, statistics): cron, UTC. */
  SWEEP_SCHEDULE: z.string().refine(isCron, 'must be a cron schedule, e.g. "0 * * * *"').default('0 * * * *'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
});

/** Experian's settings (README, "Configuration"): all or none. */
const bureauSettings = [
  'CREDIT_BUREAU_URL',
  'CREDIT_BUREAU_CLIENT_ID',
  'CREDIT_BUREAU_CLIENT_SECRET',
  'CREDIT_BUREAU_USERNAME',
  'CREDIT_BUREAU_PASSWORD',
  'CREDIT_BUREAU_SUBSCRIBER_CODE',
] as const;

/** A bureau is configured whole or not at all: half of its settings would fail every pull. */
const checkedSchema = schema.superRefine((config, context) => {
  const given = bureauSettings.filter((name) => config[name] !== undefined);
  if (given.length === 0 || given.length === bureauSettings.length) return;
  for (const name of bureauSettings.filter((name) => config[name] === undefined))
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: [name],
      message: `is required with ${given.join(', ')} (a credit bureau takes all six CREDIT_BUREAU_* settings)`,
    });
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
