// drizzle-kit: `pnpm db:generate` writes a migration for schema changes into ./drizzle (committed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
