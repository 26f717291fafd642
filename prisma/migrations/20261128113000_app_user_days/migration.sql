-- Written by hand (Prisma cannot express triggers; see docs/architecture.md).
-- Issue 31: page N of the App Users list by number (OFFSET, newest first)
-- read and dropped every user before it along (createdAt, id): 500,000 index
-- entries for page 10,000 of 50. "AppUserDay" counts the users created on
-- each day (UTC), kept by statement triggers in the same transaction as the
-- change, so a page's first day is found by summing a few hundred day counts
-- and only that day's users before the page are skipped. No part of the
-- Prisma model: only the list's SQL reads it (app-users.service.ts, dayPageSql).
CREATE TABLE "AppUserDay" (
    "day" DATE NOT NULL,
    "users" INTEGER NOT NULL,
    CONSTRAINT "AppUserDay_pkey" PRIMARY KEY ("day")
);

-- Bookkeeping, not a record staff change: History does not record it (the
-- event trigger audit_new_tables attached its row trigger at CREATE TABLE).
CREATE OR REPLACE FUNCTION audit_unrecorded_tables() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['AuditEvent', 'AuditChange', 'FileRemoval', 'AccountDeletionAudit', '_prisma_migrations', 'throttle_attempts', 'StaffSession', 'StaffTwoFactor', 'StaffRecoveryCode', 'AppUserDay']
$$;
DROP TRIGGER IF EXISTS audit_record ON "AppUserDay";

INSERT INTO "AppUserDay" ("day", "users")
SELECT "createdAt"::date, count(*) FROM "AppUser" GROUP BY 1;

-- Days in order, so two statements adding to the same days lock them in the same order.
CREATE FUNCTION "app_user_day_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AppUserDay" ("day", "users")
  SELECT "createdAt"::date, count(*) FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("day") DO UPDATE SET "users" = "AppUserDay"."users" + EXCLUDED."users";
  RETURN NULL;
END $$;

CREATE FUNCTION "app_user_day_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "AppUserDay" d SET "users" = d."users" - g."users"
  FROM (SELECT "createdAt"::date AS "day", count(*) AS "users" FROM "removed" GROUP BY 1 ORDER BY 1) g
  WHERE d."day" = g."day";
  RETURN NULL;
END $$;

-- Only rows whose day changed (the app never changes createdAt; a restore or a hand edit might).
CREATE FUNCTION "app_user_day_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "removed" o JOIN "added" n ON n."id" = o."id" WHERE n."createdAt"::date <> o."createdAt"::date) THEN
    UPDATE "AppUserDay" d SET "users" = d."users" - g."users"
    FROM (SELECT o."createdAt"::date AS "day", count(*) AS "users" FROM "removed" o JOIN "added" n ON n."id" = o."id"
          WHERE n."createdAt"::date <> o."createdAt"::date GROUP BY 1 ORDER BY 1) g
    WHERE d."day" = g."day";
    INSERT INTO "AppUserDay" ("day", "users")
    SELECT n."createdAt"::date, count(*) FROM "removed" o JOIN "added" n ON n."id" = o."id"
    WHERE n."createdAt"::date <> o."createdAt"::date GROUP BY 1 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "users" = "AppUserDay"."users" + EXCLUDED."users";
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "app_user_day_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "AppUserDay";
  RETURN NULL;
END $$;

CREATE TRIGGER "AppUser_day_insert" AFTER INSERT ON "AppUser"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "app_user_day_add"();
CREATE TRIGGER "AppUser_day_delete" AFTER DELETE ON "AppUser"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "app_user_day_remove"();
CREATE TRIGGER "AppUser_day_update" AFTER UPDATE ON "AppUser"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "app_user_day_move"();
CREATE TRIGGER "AppUser_day_truncate" AFTER TRUNCATE ON "AppUser"
  FOR EACH STATEMENT EXECUTE FUNCTION "app_user_day_clear"();
