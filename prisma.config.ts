import { defineConfig } from 'prisma/config';

// The CLI is used only for `prisma generate` here; migrations are produced and
// applied offline by scripts/db.mjs through @prisma/schema-engine-wasm.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
