import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { precompressTree } from '../http/precompress';

/** `npm run build`'s last step: compressed copies of the console's and the site's text files. */
const dist = resolve(import.meta.dirname, '../../dist');
for (const part of ['admin', 'site']) {
  const root = resolve(dist, part);
  if (!existsSync(root)) continue;
  console.log(`precompressed ${precompressTree(root)} files of dist/${part}`);
}
