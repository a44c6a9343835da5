import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep the layers in order (eslint.config.js), applied to a line of code at a path. */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function refusal(filePath: string, code: string): Promise<string | undefined> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.find(
    (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax',
  )?.message;
}

describe('the layers, enforced by the linter', () => {
  it('keeps api/domain pure', async () => {
    expect(await refusal('api/domain/any.ts', "import { x } from '../data/bank';")).toMatch(
      /api\/domain is pure/,
    );
    expect(await refusal('api/domain/any.ts', "import { x } from 'drizzle-orm';")).toMatch(
      /api\/domain is pure/,
    );
    expect(await refusal('api/domain/any.ts', "import { x } from './money';")).toBeUndefined();
  });

  it('keeps the data layer below the services and the transports', async () => {
    expect(await refusal('api/data/any.ts', "import { x } from '../services/audit';")).toBeDefined();
    expect(await refusal('api/data/any.ts', "import { x } from '../graphql/context';")).toBeDefined();
    expect(await refusal('api/data/any.ts', "import { x } from '../http/parseBody';")).toBeDefined();
    expect(await refusal('api/data/any.ts', "import { x } from '../domain/money';")).toBeUndefined();
  });

  it('keeps services and auth from the transports', async () => {
    expect(
      await refusal('api/services/flow/any.ts', "import { x } from '../../graphql/context';"),
    ).toBeDefined();
    expect(await refusal('api/auth/any.ts', "import { x } from '../http/parseBody';")).toBeDefined();
  });

  it('keeps the seed, the console and the site out of the API, dynamic imports too', async () => {
    expect(await refusal('api/services/any.ts', "import { x } from '../../seed/demo';")).toBeDefined();
    expect(await refusal('api/graphql/any.ts', "import { x } from '../../site/src/i18n/t';")).toBeDefined();
    expect(await refusal('api/services/any.ts', "const x = await import('../../seed/demo');")).toBeDefined();
    expect(await refusal('api/main.ts', "const x = await import('../seed/demo');")).toBeUndefined();
  });

  it('lets the console and the site reach only api/domain, through @domain', async () => {
    expect(await refusal('admin/src/any.ts', "import { x } from '../../api/domain/money';")).toMatch(
      /@domain/,
    );
    expect(await refusal('site/src/any.ts', "import { x } from '../../api/services/audit';")).toMatch(
      /@domain/,
    );
    expect(await refusal('admin/src/any.ts', "import { x } from '@domain/money';")).toBeUndefined();
  });
});

describe('the site: a feature imports only lib, @domain and the shared chrome (issue 22)', () => {
  const sibling = /site\/src\/lib/;
  const below = /sit below the features/;

  it('refuses a feature reaching into another feature', async () => {
    const portal = 'site/src/features/portal/any.tsx';
    expect(await refusal(portal, "import { x } from '../offers/OfferTile';")).toMatch(sibling);
    expect(await refusal(portal, "import '../offers/offers.css';")).toMatch(sibling);
    expect(await refusal(portal, "import { x } from '../../features/offers/OfferTile';")).toMatch(sibling);
    expect(
      await refusal('site/src/features/legal/content/any.ts', "import { x } from '../../portal/x';"),
    ).toMatch(sibling);
  });

  it('lets a feature import site/src/lib, the chrome, @domain and its own files', async () => {
    const portal = 'site/src/features/portal/any.tsx';
    expect(await refusal(portal, "import { x } from '../../lib/offers/OfferTile';")).toBeUndefined();
    expect(await refusal(portal, "import { x } from '../../components/form/Field';")).toBeUndefined();
    expect(await refusal(portal, "import { x } from '@domain/money';")).toBeUndefined();
    expect(await refusal(portal, "import { x } from './usePortal';")).toBeUndefined();
    expect(
      await refusal('site/src/features/legal/content/any.ts', "import { x } from '../LegalPage';"),
    ).toBeUndefined();
  });

  it('still sends a feature to the server only through @domain', async () => {
    expect(
      await refusal('site/src/features/portal/any.tsx', "import { x } from '../../../api/services/audit';"),
    ).toMatch(/@domain/);
  });

  it('keeps lib, components, layouts and i18n below the features', async () => {
    expect(await refusal('site/src/lib/any.ts', "import { x } from '../features/portal/usePortal';")).toMatch(
      below,
    );
    expect(
      await refusal('site/src/components/form/any.tsx', "import { x } from '../../features/offers/x';"),
    ).toMatch(below);
    expect(await refusal('site/src/lib/any.ts', "import { x } from '../../api/services/audit';")).toMatch(
      /@domain/,
    );
  });

  /** ESLint reads no .astro file: their imports are checked here, resolved against the tree. */
  it('holds in .astro files too', () => {
    const site = join(root, 'site/src');
    const astroFiles = (readdirSync(site, { recursive: true }) as string[])
      .filter((path) => path.endsWith('.astro') && !path.startsWith('pages'))
      .map((path) => join(site, path));
    const featureOf = (path: string) => /^features\/([^/]+)\//.exec(relative(site, path))?.[1];
    const crossings = astroFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bimport\b[^'"]*['"](\.[^'"]+)['"]/g)]
        .map((match) => resolve(dirname(file), match[1]))
        .filter((target) => featureOf(target) !== undefined && featureOf(target) !== featureOf(file))
        .map((target) => `${relative(site, file)} → ${relative(site, target)}`),
    );
    expect(astroFiles.length).toBeGreaterThan(50);
    expect(crossings).toEqual([]);
  });
});
