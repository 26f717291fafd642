-- Written by hand (Prisma cannot express triggers; see docs/architecture.md and
-- docs/decisions.md "History of every change").
--
-- Every write to an audited table, by whatever code path, records itself into
-- the history in the same transaction: one AuditEvent per transaction (the
-- staff operation), one AuditChange per row it changed, a cascade included.
-- Who and which request come from the transaction-local setting `app.audit`
-- (JSON), which the server's database adapter sets at the start of each write
-- transaction from the request being served. Without that setting (a start-up
-- task, a queue worker) nothing is recorded. Secret columns (password, pin,
-- token, secret, hash) are never copied, only marked '[hidden]' when changed.

-- A JSON row with every secret column's value replaced.
CREATE FUNCTION audit_redact(row_values jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN key ~* '(password|pin|token|secret|hash)' THEN '"[hidden]"'::jsonb ELSE value END), '{}'::jsonb)
  FROM jsonb_each(row_values)
$$;

CREATE FUNCTION audit_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('app.audit', true), '')::jsonb;
  event_id bigint := nullif(current_setting('app.audit_event', true), '')::bigint;
  event_depth int := coalesce(nullif(current_setting('app.audit_depth', true), '')::int, 1000);
  depth int := pg_trigger_depth();
  row_old jsonb;
  row_new jsonb;
  before_values jsonb;
  after_values jsonb;
  field text;
  row_id text;
  owner_kind text;
  owner_id text;
  subject_kind text;
  subject_id text;
  is_trash boolean := TG_TABLE_NAME LIKE 'Trash%';
BEGIN
  IF context IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN row_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN row_new := to_jsonb(NEW); END IF;
  row_id := coalesce(row_new, row_old) ->> 'id';

  IF is_trash THEN
    -- A trash row holds a copy of the trashed record (hashes included): only
    -- that it came or went is recorded, which tells delete, restore and purge apart.
    before_values := NULL;
    after_values := NULL;
    -- A trash entry carries its record's id and kind ('custom_category'): the
    -- event is about that record, whatever else the cascade touched.
    subject_kind := replace(initcap(replace(coalesce(row_new, row_old) ->> 'kind', '_', ' ')), ' ', '');
    subject_kind := CASE WHEN subject_kind = 'Image' THEN 'StoredImage' ELSE coalesce(subject_kind, TG_TABLE_NAME) END;
    subject_id := row_id;
    depth := 0;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      before_values := '{}'::jsonb;
      after_values := '{}'::jsonb;
      FOR field IN SELECT jsonb_object_keys(row_new) LOOP
        CONTINUE WHEN field = 'updatedAt' OR (row_new -> field) IS NOT DISTINCT FROM (row_old -> field);
        before_values := before_values || jsonb_build_object(field, row_old -> field);
        after_values := after_values || jsonb_build_object(field, row_new -> field);
      END LOOP;
    ELSE
      before_values := row_old;
      after_values := row_new;
    END IF;
    before_values := audit_redact(before_values);
    after_values := audit_redact(after_values);
    -- Not done by staff (the public account deletion): which rows, never their values.
    IF context ->> 'staffId' IS NULL THEN
      before_values := NULL;
      after_values := NULL;
    END IF;
    -- An image (or a frame's region) is part of its owner's record.
    IF TG_TABLE_NAME IN ('StoredImage', 'FrameRegion') THEN
      SELECT upper(left(entry.key, 1)) || substr(entry.key, 2, length(entry.key) - 3), entry.value
        INTO owner_kind, owner_id
        FROM jsonb_each_text(coalesce(row_new, row_old)) WITH ORDINALITY AS entry(key, value, position)
       WHERE entry.key LIKE '%Id' AND entry.key <> 'id' AND entry.value IS NOT NULL
       ORDER BY entry.position
       LIMIT 1;
    END IF;
    subject_kind := coalesce(owner_kind, TG_TABLE_NAME);
    subject_id := coalesce(owner_id, row_id);
  END IF;

  IF event_id IS NULL THEN
    INSERT INTO "AuditEvent" ("action", "entityKind", "entityId", "staffId", "staffName", "staffRole", "requestId")
    VALUES (
      'update', subject_kind, subject_id,
      (context ->> 'staffId')::uuid, context ->> 'staffName', (context ->> 'staffRole')::"StaffRole", context ->> 'requestId'
    )
    RETURNING "id" INTO event_id;
    PERFORM set_config('app.audit_event', event_id::text, true);
    PERFORM set_config('app.audit_depth', depth::text, true);
  ELSIF depth < event_depth THEN
    -- The record the operation was about is the first row its own statements
    -- touched, not a row a cascade reached (those fire first, from deeper).
    UPDATE "AuditEvent" SET "entityKind" = subject_kind, "entityId" = subject_id WHERE "id" = event_id;
    PERFORM set_config('app.audit_depth', depth::text, true);
  END IF;

  INSERT INTO "AuditChange" ("eventId", "entityKind", "entityId", "operation", "ownerKind", "ownerId", "before", "after")
  VALUES (event_id, TG_TABLE_NAME, row_id, lower(TG_OP), owner_kind, owner_id, before_values, after_values);
  RETURN NULL;
END;
$$;

-- At commit, once per event: its action, from what its changes did.
CREATE FUNCTION audit_finish_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event "AuditEvent";
  subject "AuditChange";
  total int;
  trash_in boolean;
  trash_out boolean;
  real_changes boolean;
  real_inserts boolean;
  only_moves boolean;
  chosen "AuditAction";
BEGIN
  SELECT * INTO event FROM "AuditEvent" WHERE "id" = NEW."id";
  SELECT count(*),
         bool_or("entityKind" LIKE 'Trash%' AND "operation" = 'insert'),
         bool_or("entityKind" LIKE 'Trash%' AND "operation" = 'delete'),
         bool_or("entityKind" NOT LIKE 'Trash%'),
         bool_or("entityKind" NOT LIKE 'Trash%' AND "operation" = 'insert'),
         bool_and("entityKind" NOT LIKE 'Trash%' AND "operation" = 'update'
                  AND "after" IS NOT NULL AND "after" <> '{}'::jsonb
                  AND NOT EXISTS (SELECT 1 FROM jsonb_object_keys("after") AS moved(key) WHERE moved.key NOT IN ('position', 'priority')))
    INTO total, trash_in, trash_out, real_changes, real_inserts, only_moves
    FROM "AuditChange" WHERE "eventId" = NEW."id";
  -- Written explicitly (a sign-in): nothing to work out.
  IF total = 0 THEN RETURN NULL; END IF;

  SELECT * INTO subject FROM "AuditChange"
   WHERE "eventId" = NEW."id" AND "entityKind" = event."entityKind" AND "entityId" = event."entityId"
   ORDER BY "id" LIMIT 1;

  IF trash_in THEN
    chosen := 'delete';
  ELSIF trash_out AND real_inserts THEN
    chosen := 'restore';
  ELSIF trash_out AND NOT real_changes THEN
    chosen := 'purge';
  ELSIF only_moves THEN
    chosen := 'reorder';
  ELSIF subject."operation" = 'insert' THEN
    chosen := CASE WHEN subject."entityKind" = 'Notification' THEN 'notify' ELSE 'create' END;
  ELSIF subject."operation" = 'delete' THEN
    chosen := 'delete';
  ELSIF subject."entityKind" = 'AppUser' AND subject."after" ? 'subscriptionId' THEN
    chosen := CASE WHEN subject."after" ->> 'subscriptionId' IS NULL THEN 'remove_subscription' ELSE 'assign_subscription' END;
  ELSIF subject."entityKind" = 'StaffUser' AND subject."after" ? 'passwordHash'
        AND NOT EXISTS (SELECT 1 FROM jsonb_object_keys(subject."after") AS changed(key) WHERE changed.key NOT IN ('passwordHash', 'tokenVersion')) THEN
    chosen := 'password_change';
  ELSE
    chosen := 'update';
  END IF;
  UPDATE "AuditEvent" SET "action" = chosen, "changeCount" = total WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER audit_event_finish
AFTER INSERT ON "AuditEvent"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION audit_finish_event();

-- Attaches the recorder to a table (again is harmless); a test fails when a
-- table has neither it nor a place in audit_unrecorded_tables() below.
CREATE FUNCTION audit_attach(table_name text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit_record ON %I', table_name);
  EXECUTE format('CREATE TRIGGER audit_record AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_record_change()', table_name);
END;
$$;

-- Tables that are not records staff change: bookkeeping and the history itself.
CREATE FUNCTION audit_unrecorded_tables() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['AuditEvent', 'AuditChange', 'FileRemoval', 'AccountDeletionAudit', '_prisma_migrations', 'throttle_attempts']
$$;

SELECT audit_attach(table_name::text)
  FROM information_schema.tables
 WHERE table_schema = current_schema()
   AND table_type = 'BASE TABLE'
   AND table_name::text <> ALL (audit_unrecorded_tables());

-- A table created later (by a migration, or the trash's) is recorded from its
-- creation on, so the next entity cannot be forgotten. Event triggers need a
-- superuser (the embedded PostgreSQL and docker-compose's are); elsewhere the
-- test "every table is recorded" still catches a table without the trigger.
CREATE FUNCTION audit_attach_new_tables() RETURNS event_trigger
LANGUAGE plpgsql AS $$
DECLARE
  created record;
  created_name text;
BEGIN
  FOR created IN SELECT * FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE TABLE' AND schema_name = current_schema() LOOP
    SELECT relname INTO created_name FROM pg_class WHERE oid = created.objid AND relkind IN ('r', 'p');
    CONTINUE WHEN created_name IS NULL OR created_name = ANY (audit_unrecorded_tables());
    PERFORM audit_attach(created_name);
  END LOOP;
END;
$$;

DO $$
BEGIN
  CREATE EVENT TRIGGER audit_new_tables ON ddl_command_end WHEN TAG IN ('CREATE TABLE') EXECUTE FUNCTION audit_attach_new_tables();
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'Not a superuser: tables created later need SELECT audit_attach(''Name'') in their migration';
END;
$$;
