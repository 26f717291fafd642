-- Written by hand (Prisma cannot express trigram indexes; see docs/architecture.md).
-- The Trash screen searches names with `label ILIKE '%…%'`: pg_trgm's GIN
-- index serves a pattern with a leading wildcard (the extension comes with
-- the App Users search migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "TrashEntry_label_trgm_idx" ON "TrashEntry" USING gin ("label" gin_trgm_ops);
