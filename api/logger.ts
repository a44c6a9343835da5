import pino, { type Logger } from 'pino';

/** Fields that must never reach a log line (SECURITY.md §16). */
export const redactedPaths = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'oldPassword',
  '*.oldPassword',
  'code',
  '*.code',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'publicToken',
  '*.publicToken',
  'dateOfBirth',
  '*.dateOfBirth',
  'accountNumber',
  '*.accountNumber',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redactedPaths, censor: '[redacted]' } });
}

export type { Logger };
