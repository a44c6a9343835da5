import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const introspectionModuleId = 'virtual:graphql-introspection';
const resolvedIntrospectionId = `\0${introspectionModuleId}`;

/**
 * Serves the contract's introspection (its `__schema` object) as a module computed from the SDL at
 * build time: the server refuses runtime introspection to non-staff, and shipping JSON spares the
 * browser graphql's schema builder and executor.
 */
const graphqlIntrospection = (schemaPath: string): Plugin => ({
  name: 'graphql-introspection',
  resolveId: (id) => (id === introspectionModuleId ? resolvedIntrospectionId : undefined),
  load(id) {
    if (id !== resolvedIntrospectionId) return undefined;
    this.addWatchFile(schemaPath);
    const sdl = readFileSync(schemaPath, 'utf8');
    const { __schema } = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
    // JSON.parse of a string literal parses faster than the same object as a JavaScript literal.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(__schema))});`;
  },
});

export default defineConfig({
  root: fromHere('.'),
  base: '/admin/',
  plugins: [react(), graphqlIntrospection(fromHere('../schema.graphql'))],
  // The console's only way into the server's code: its pure rules (tsconfig.json's paths).
  resolve: { alias: { '@domain': fromHere('../api/domain') } },
  build: {
    outDir: fromHere('../dist/admin'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            {
              name: 'graphql',
              test: /node_modules[\\/](graphql|@apollo|@wry|ra-data-graphql[^\\/]*)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
