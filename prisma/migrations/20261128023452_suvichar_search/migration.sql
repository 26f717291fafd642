-- Written by hand (Prisma cannot express trigram indexes; see docs/architecture.md).
-- The Suvichar screen searches the thought and the author with
-- `ILIKE '%…%'` (Prisma's `contains`, insensitive): pg_trgm's GIN indexes
-- serve a pattern with a leading wildcard, in Gujarati script as in Latin.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Suvichar_text_trgm_idx" ON "Suvichar" USING gin ("text" gin_trgm_ops);
CREATE INDEX "Suvichar_author_trgm_idx" ON "Suvichar" USING gin ("author" gin_trgm_ops);
