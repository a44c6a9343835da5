import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * `npm run layering`: the API's layering by the numbers (issue 12): drizzle calls outside the data
 * layer, import circles, and imports that run up the layers (or, in the site, from one feature into
 * another: issue 22). ESLint refuses the forbidden imports;
 * this counts what a rule cannot see (a query spelled in a service, a circle).
 */

const root = resolve(import.meta.dirname, '..');
const folders = ['api', 'db', 'seed', 'admin/src', 'site/src', 'bench'];
const sourceFile = /\.(ts|tsx|astro|mjs)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'migrations') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = folders.flatMap((folder) => filesUnder(join(root, folder)));
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const rel = (file: string) => relative(root, file);

const specifiers = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@domain/')
    ? join(root, 'api/domain', specifier.slice('@domain/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (sources.has(candidate)) return candidate;
  }
  return existsSync(base) ? base : null;
}

const graph = new Map(
  files.map((file) => [
    file,
    specifiers(sources.get(file)!)
      .map((s) => resolveImport(file, s))
      .filter((target): target is string => target !== null && sources.has(target)),
  ]),
);

/** Where a file sits: the API's layers by rank from the bottom up; the rest by folder. */
const rank: Record<string, number> = {
  'api/domain': 0,
  db: 1,
  'api/integrations': 1,
  'api/data': 2,
  'api/services': 3,
  'api/auth': 3,
  'api/graphql': 4,
  'api/http': 4,
};
const layers = Object.keys(rank);
const layerOf = (file: string) => {
  const path = rel(file);
  return layers.find((layer) => path.startsWith(`${layer}/`)) ?? path.split('/')[0];
};

/** The site's feature folders sit above site/src/lib, components, layouts and i18n, and beside each other. */
const featureOf = (path: string) => /^site\/src\/features\/([^/]+)\//.exec(path)?.[1];
const belowTheFeatures = /^site\/src\/(lib|components|layouts|i18n)\//;
const crossesFeatures = (from: string, to: string) =>
  featureOf(to) !== undefined &&
  (belowTheFeatures.test(from) || (featureOf(from) !== undefined && featureOf(from) !== featureOf(to)));

const upward: string[] = [];
for (const [file, targets] of graph) {
  const from = layerOf(file);
  for (const target of targets) {
    const to = layerOf(target);
    // api/main.ts is the composition root: it hands the seed's loader to the demo-data job.
    const outOfApi =
      (from === 'api' || from.startsWith('api/') || from === 'db') && rel(file) !== 'api/main.ts';
    const reachesOut = outOfApi && ['seed', 'admin', 'site', 'bench'].includes(to);
    const climbs = from in rank && to in rank && rank[to] > rank[from];
    const clientReachesServer =
      (from === 'admin' || from === 'site') && (to === 'api' || to.startsWith('api/')) && to !== 'api/domain';
    const sideways = crossesFeatures(rel(file), rel(target));
    if (reachesOut || climbs || clientReachesServer || sideways) upward.push(`${rel(file)} → ${rel(target)}`);
  }
}

/** Tarjan's strongly connected components: each with more than one file is an import circle. */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** A query spelled out: drizzle imported, or a query builder called on a connection or transaction. */
const drizzleCall =
  /from ['"]drizzle-orm[^'"]*['"]|\b(?:db|tx|database\.db|writer)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|run|all)\s*\(/g;
const drizzleCalls = new Map<string, number>();
for (const [file, source] of sources) {
  const path = rel(file);
  if (path.startsWith('api/data/') || path.startsWith('db/')) continue;
  const count = source.match(drizzleCall)?.length ?? 0;
  if (count > 0) drizzleCalls.set(path, count);
}

const byArea = (area: string) =>
  [...drizzleCalls].filter(([path]) => path.startsWith(`${area}/`)).reduce((sum, [, n]) => sum + n, 0);
const found = circles();
const verbose = process.argv.includes('--list');

console.log('Layering (issue 12)');
for (const area of ['api', 'seed', 'bench']) {
  console.log(`  drizzle calls in ${area}/ (outside api/data and db/): ${byArea(area)}`);
}
console.log(`  import circles: ${found.length}`);
console.log(`  upward imports: ${upward.length}`);
if (verbose || found.length + upward.length > 0) {
  for (const circle of found) console.log(`    circle: ${circle.join(' ⇄ ')}`);
  for (const line of upward) console.log(`    up: ${line}`);
}
if (verbose) {
  for (const [path, count] of [...drizzleCalls].sort((a, b) => b[1] - a[1]))
    console.log(`    ${count}  ${path}`);
}
