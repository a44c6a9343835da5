import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DataKeyError, generateDataKey, parseDataKey, type DataKeys } from './dataKeys';

/*
 * Where no key is configured (training, tests, a developer's machine) the database's key is made once
 * and kept in a file beside it, so a restart reads what was sealed before. The file holds one key
 * per line: the first seals, the others are older keys a rotation has not finished with.
 */

/** The key file of a database: `<file>.key` beside a SQLite file or a PGlite folder. */
export function dataKeyFileOf(dialect: 'sqlite' | 'postgres' | 'pglite', location: string): string | null {
  if (dialect === 'postgres') return null;
  if (dialect === 'pglite' && (location === 'memory' || location === '')) return null;
  return `${resolve(location)}.key`;
}

export function readDataKeyFile(file: string): DataKeys {
  const [current, ...old] = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseDataKey);
  if (!current) throw new DataKeyError(`${file} holds no data key`);
  return { current, old };
}

export function writeDataKeyFile(file: string, keys: string[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${keys.join('\n')}\n`, { mode: 0o600 });
}

/**
 * The database's generated keys: read from its key file, made on first use unless `make` is false
 * (a tool reading a database never makes its key); in memory, a new one.
 */
export function generatedDataKeys(
  dialect: 'sqlite' | 'postgres' | 'pglite',
  location: string,
  { make = true }: { make?: boolean } = {},
): DataKeys {
  if (dialect === 'postgres')
    throw new DataKeyError('a PostgreSQL database needs its key configured: set DATA_ENCRYPTION_KEY');
  const file = dataKeyFileOf(dialect, location);
  if (!file) return { current: parseDataKey(generateDataKey()), old: [] };
  if (!existsSync(file)) {
    if (!make)
      throw new DataKeyError(`${file} is missing: the database's secrets cannot be opened without it`);
    writeDataKeyFile(file, [generateDataKey()]);
  }
  return readDataKeyFile(file);
}

/** DATA_ENCRYPTION_KEY and the comma-separated DATA_ENCRYPTION_OLD_KEYS; null when no key is set. */
export function configuredDataKeys(key: string | undefined, oldKeys: string | undefined): DataKeys | null {
  if (!key) return null;
  const old = (oldKeys ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map(parseDataKey);
  return { current: parseDataKey(key), old };
}
