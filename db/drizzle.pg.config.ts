import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/pg.ts',
  out: './db/migrations/pg',
  casing: 'snake_case',
});
