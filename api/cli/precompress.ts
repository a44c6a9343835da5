import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { webBuild, writeBuildStamp } from '../build';
import { precompressTree } from '../http/precompress';

/**
 * `npm run build`'s last step: compressed copies of the console's and the site's text files, then the
 * stamp saying which sources they were built from (api/build.ts).
 */
const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');
for (const part of ['admin', 'site']) {
  const folder = resolve(dist, part);
  if (!existsSync(folder)) continue;
  console.log(`precompressed ${precompressTree(folder)} files of dist/${part}`);
}
writeBuildStamp(root, webBuild);
