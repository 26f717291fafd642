-- Written by hand (Prisma cannot express triggers; see docs/decisions.md "Answer cache").
--
-- Every statement that writes to a table a cached REST answer reads
-- (GET /adminapi/categories: the categories and their subcategory and
-- greeting counts) announces it on the channel `answer_cache`, with the
-- table's name, at commit; every server process LISTENs and drops the answers
-- that read it (server/src/common/postgres/answer-cache.ts). PostgreSQL sends
-- one notification per table per transaction, however many rows changed.

CREATE FUNCTION answer_cache_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER "Category_answer_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_notify();
CREATE TRIGGER "Subcategory_answer_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Subcategory"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_notify();
CREATE TRIGGER "Greeting_answer_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Greeting"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_notify();
