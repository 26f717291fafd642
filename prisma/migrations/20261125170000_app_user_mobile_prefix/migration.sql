-- Written by hand (Prisma cannot give a B-tree an operator class; see docs/architecture.md).
-- App Users search, issue 15: digits search the mobile by its start
-- (`mobile LIKE '98%'`), which this B-tree serves whatever the database's
-- collation (text_pattern_ops compares bytes, as LIKE's prefix needs); one or
-- two digits included, which make no trigram. The mobile trigram index served
-- the old "digits anywhere" search and goes.
CREATE INDEX "AppUser_mobile_prefix_idx" ON "AppUser" ("mobile" text_pattern_ops);
DROP INDEX "AppUser_mobile_trgm_idx";
