-- Written by hand (Prisma cannot express an index on an expression; see docs/architecture.md).
-- Category names are unique per kind (election or not), ignoring case:
-- 'Diwali' and 'diwali' are one category, but a general and an election
-- category may share a name. The service answers 409 'A category with this
-- name already exists' from this index, so parallel requests cannot both win.
CREATE UNIQUE INDEX "Category_categoryName_isElection_key" ON "Category" (lower("categoryName"), "isElection");
