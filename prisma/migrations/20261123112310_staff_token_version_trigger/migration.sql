-- Written by hand (Prisma cannot express triggers; see docs/architecture.md).
-- A staff member's tokens carry their tokenVersion; the guard refuses a token
-- whose version is not the row's. Any change of the password hash, by whatever
-- code path, bumps the version and so revokes every token issued before it.
CREATE FUNCTION staff_user_bump_token_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."tokenVersion" := OLD."tokenVersion" + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER staff_user_token_version
BEFORE UPDATE OF "passwordHash" ON "StaffUser"
FOR EACH ROW
WHEN (OLD."passwordHash" IS DISTINCT FROM NEW."passwordHash")
EXECUTE FUNCTION staff_user_bump_token_version();
