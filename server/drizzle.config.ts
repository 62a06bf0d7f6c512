// drizzle-kit reads this to generate SQL migrations from src/db/schema.ts into /migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: '../migrations',
});
