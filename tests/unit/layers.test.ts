import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep the layers in order (eslint.config.js), applied to a line of code at a path. */
const eslint = new ESLint({ cwd: `${import.meta.dirname}/../..` });

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
