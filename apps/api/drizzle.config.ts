import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @navalha/api` writes a migration for schema changes; it is committed
// and applied at start-up by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
