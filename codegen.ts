import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse } from 'graphql';
import { readFileSync } from 'node:fs';

/*
 * Types from schema.graphql for the three places that speak it (docs/decisions/0078-generated-types.md): the
 * server's resolvers, the console's documents and records, the site's documents. The output is generated
 * (`npm run codegen`, run by postinstall, typecheck and build), not committed. A document that does not fit
 * the schema stops the generation, naming its file.
 */
const scalars = { ID: { input: 'string', output: 'string' } };

/**
 * A type answered from a row is the `<Type>Row` that api/graphql/rows.ts exports: each export is a
 * mapper, so a new one is that one line. A `…Row` naming no type of the schema stops the run, since
 * codegen would ignore it and the resolvers would quietly receive the client's type.
 */
function rowMappers(): Record<string, string> {
  const rows = readFileSync('api/graphql/rows.ts', 'utf8');
  const types = new Set(
    parse(readFileSync('schema.graphql', 'utf8')).definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_DEFINITION ? [d.name.value] : [],
    ),
  );
  const named = [...rows.matchAll(/^export (?:type|interface) (\w+)Row\b/gm)].map(([, type]) => type);
  const unknown = named.filter((type) => !types.has(type));
  if (unknown.length)
    throw new Error(
      `api/graphql/rows.ts: ${unknown.map((t) => `${t}Row`).join(', ')} names no type of schema.graphql`,
    );
  return Object.fromEntries(named.map((type) => [type, `../rows#${type}Row`]));
}

/** Documents as plain strings: both clients post the text, and neither bundles a parser. */
const clientPreset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: { documentMode: 'string', scalars, enumsAsTypes: true, useTypeImports: true },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  emitLegacyCommonJSImports: false,
  // A document that no longer fits stops the run and writes nothing. The schema-rename test asks for
  // the rest anyway (tests/tooling/schemaRename.test.ts), to see tsc name every other place it breaks.
  allowPartialOutputs: process.env.CODEGEN_PARTIAL_OUTPUT === 'true',
  generates: {
    'api/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        scalars,
        contextType: '../context#Context',
        makeResolverTypeCallable: true,
        rootValueType: 'unknown',
        // graphql-js answers null for undefined: a loader's miss is a null field.
        maybeValue: 'T | null | undefined',
        mappers: {
          ...rowMappers(),
          CustomerPortal: '../../services/portal/customerPortal#PortalScope',
          PlanAgreement: '../../services/agreements/agreementViews#AgreementView as PlanAgreementModel',
          AgreementBlock: '../../domain/agreementDocument#AgreementBlock as AgreementBlockModel',
          ApplicationChange: '../../services/applicationChanges#ApplicationChange as ApplicationChangeEvent',
        },
      },
    },
    'admin/src/gql/': { ...clientPreset, documents: ['admin/src/**/*.{ts,tsx}', '!admin/src/gql/**'] },
    // The schema's types for the rules, the console and the site (@domain/generated/schema): the inputs
    // the domain builds (ApplicationFilter), the console's records (admin/src/records.ts), the /auth user
    // (api/domain/sessionUser.ts). A nullable field is there, null, when it was asked.
    'api/domain/generated/schema.ts': {
      plugins: ['typescript'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true, avoidOptionals: { field: true } },
    },
    'site/src/gql/': { ...clientPreset, documents: ['site/src/**/*.{ts,tsx}', '!site/src/gql/**'] },
  },
};

export default config;
