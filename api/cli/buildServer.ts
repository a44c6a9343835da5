import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { serverBuild, writeBuildStamp } from '../build';

/*
 * `npm run build:server`: the server as one JavaScript file, dist/server/main.js (docs/decisions.md,
 * "A compiled server"). Our code (api/, db/, seed/) is bundled; every package stays in node_modules.
 * The cluster forks the file that runs, so its workers start from the same JavaScript.
 */
const root = resolve(import.meta.dirname, '../..');
const outdir = resolve(root, 'dist/server');

/**
 * A bundled file still finds what lies beside its source (db/migrations, schema.graphql, the seed's
 * thread): its `import.meta.url` becomes its source file's address, reached from the bundle's.
 */
const sourceAddresses: Plugin = {
  name: 'source-addresses',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const text = await readFile(path, 'utf8');
      if (/\bimport\.meta\.(dirname|filename)\b/.test(text)) {
        return {
          errors: [{ text: `${relative(root, path)}: use import.meta.url (bundled, it is rewritten)` }],
        };
      }
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = JSON.stringify(relative(outdir, path).split('\\').join('/'));
      return {
        contents: text.replace(/\bimport\.meta\.url\b/g, `new URL(${fromBundle}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: { main: resolve(root, 'api/main.ts'), tracing: resolve(root, 'api/telemetry/tracing.ts') },
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [sourceAddresses],
  logLevel: 'warning',
});
writeBuildStamp(root, serverBuild);
console.log(`built ${relative(root, outdir)}/main.js`);
