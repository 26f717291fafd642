-- Written by hand (Prisma cannot express trigram indexes; see docs/architecture.md).
-- App Users search: the list and the export filter with `name ILIKE '%…%'`
-- and, for searches with digits, `mobile LIKE '%…%'`. A B-tree cannot serve
-- a pattern with a leading wildcard; pg_trgm's GIN indexes can (3+ characters),
-- so a search stays fast at a million users.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "AppUser_name_trgm_idx" ON "AppUser" USING gin ("name" gin_trgm_ops);
CREATE INDEX "AppUser_mobile_trgm_idx" ON "AppUser" USING gin ("mobile" gin_trgm_ops);

-- The list finds a page on (createdAt, id) alone, newest first: an index-only
-- scan, so a deep page does not read the rows it skips.
CREATE INDEX "AppUser_createdAt_id_idx" ON "AppUser" ("createdAt" DESC, "id" DESC);
