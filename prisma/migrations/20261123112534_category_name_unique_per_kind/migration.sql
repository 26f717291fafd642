-- Written by hand (Prisma cannot express an index on an expression; see docs/architecture.md).
-- Category names are unique per kind (election or not), ignoring case:
-- 'Diwali' and 'diwali' are one category, but a general and an election
-- category may share a name. The service answers 409 'A category with this
-- name already exists' from this index, so parallel requests cannot both win.

-- Names entered twice before this rule keep their oldest row as it is; each
-- later one gets the start of its id appended, e.g. 'Diwali (3f2a9c1e)', so
-- that the index can be built and staff can see what to merge or rename.
UPDATE "Category" AS c
SET "categoryName" = left(c."categoryName", 88) || ' (' || left(c.id::text, 8) || ')'
FROM (
  SELECT id, row_number() OVER (PARTITION BY lower("categoryName"), "isElection" ORDER BY "createdAt", id) AS n
  FROM "Category"
) AS ranked
WHERE ranked.id = c.id AND ranked.n > 1;

CREATE UNIQUE INDEX "Category_categoryName_isElection_key" ON "Category" (lower("categoryName"), "isElection");
