import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser fetches; images and fonts are compressed already. */
const textExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than the header it costs. */
const minimumBytes = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of a
 * build, once at build time, so the server never compresses a static file per request.
 * Returns how many files were compressed.
 */
export function precompressTree(root: string): number {
  let compressed = 0;
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (statSync(path).isDirectory()) {
      compressed += precompressTree(path);
      continue;
    }
    // A copy left from an earlier build whose source is gone would still be served: remove it.
    if (/\.(br|gz)$/.test(path)) {
      if (!existsSync(path.slice(0, -3))) rmSync(path);
      continue;
    }
    if (!textExtensions.has(extname(path))) continue;
    if (precompressFile(path, readFileSync(path))) compressed += 1;
  }
  return compressed;
}

/** Writes `body` to `path` with its brotli and gzip copies (when it is worth compressing). */
export function writePrecompressed(path: string, body: Buffer): void {
  writeFileSync(path, body);
  precompressFile(path, body);
}

function precompressFile(path: string, body: Buffer): boolean {
  if (body.length < minimumBytes) return false;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  return true;
}
