-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "entityName" TEXT,
ADD COLUMN     "operationId" UUID;

-- CreateIndex
CREATE INDEX "AuditEvent_operationId_idx" ON "AuditEvent"("operationId");

-- Written by hand from here on (Prisma cannot express functions, triggers or
-- trigram indexes; see docs/decisions.md "History people can read").

-- History's name search: `entityName ILIKE '%…%'` served by a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "AuditEvent_entityName_trgm_idx" ON "AuditEvent" USING gin ("entityName" gin_trgm_ops);

-- A record's name as staff see it, from its row (the Trash's names, shared/entities).
CREATE FUNCTION audit_row_name(kind text, row_values jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(left(CASE kind
    WHEN 'AppUser' THEN (row_values ->> 'name') || coalesce(' (' || (row_values ->> 'mobile') || ')', '')
    WHEN 'Business' THEN row_values ->> 'businessName'
    WHEN 'Category' THEN row_values ->> 'categoryName'
    WHEN 'CustomCategory' THEN row_values ->> 'customcategoryName'
    WHEN 'Festival' THEN row_values ->> 'festivalName'
    WHEN 'FestivalPost' THEN row_values ->> 'postName'
    WHEN 'Frame' THEN row_values ->> 'frameName'
    WHEN 'FrameField' THEN (row_values ->> 'title') || coalesce(' (' || (row_values ->> 'variableName') || ')', '')
    WHEN 'FrameRegion' THEN 'Region ' || ((row_values ->> 'index')::int + 1)
    WHEN 'Greeting' THEN row_values ->> 'greetingName'
    WHEN 'Slider' THEN row_values ->> 'sliderName'
    WHEN 'Subcategory' THEN row_values ->> 'subcategoryName'
    WHEN 'Subscription' THEN row_values ->> 'subscriptionName'
    WHEN 'Suvichar' THEN row_values ->> 'text'
    WHEN 'StoredImage' THEN row_values ->> 'originalName'
    WHEN 'ThemeSample' THEN 'Theme sample of ' || left(row_values ->> 'createdAt', 10)
    ELSE coalesce(row_values ->> 'name', row_values ->> 'title', row_values ->> 'label')
  END, 200), '')
$$;

-- The current name of the record kind/id, or null when it is gone. Every
-- recorded table has a uuid id; no exception block (a subtransaction per call).
CREATE FUNCTION audit_current_name(kind text, record_id text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  row_values jsonb;
BEGIN
  IF kind IS NULL OR record_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' OR to_regclass(quote_ident(kind)) IS NULL THEN
    RETURN NULL;
  END IF;
  -- The id as a literal takes the column's type (uuid), so the primary key serves the lookup.
  EXECUTE format('SELECT to_jsonb(found) FROM %I found WHERE found."id" = %L', kind, record_id) INTO row_values;
  RETURN audit_row_name(kind, row_values);
END;
$$;

-- As before (history_triggers), and:
-- * the event keeps the name of the record it is about (entityName);
-- * every transaction of one request joins the request's event (operationId),
--   so what one request wrote is one entry;
-- * a row written twice in one event is one change (a region moved out of the
--   way and then to its place), and an update that changed nothing but
--   updatedAt records nothing.
CREATE OR REPLACE FUNCTION audit_record_change() RETURNS trigger
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
  subject_name text;
  earlier "AuditChange";
  is_trash boolean := TG_TABLE_NAME LIKE 'Trash%';
BEGIN
  IF context IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN row_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN row_new := to_jsonb(NEW); END IF;
  row_id := coalesce(row_new, row_old) ->> 'id';

  IF is_trash THEN
    before_values := NULL;
    after_values := NULL;
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
      IF after_values = '{}'::jsonb THEN
        RETURN NULL;
      END IF;
    ELSE
      before_values := row_old;
      after_values := row_new;
    END IF;
    before_values := audit_redact(before_values);
    after_values := audit_redact(after_values);
    IF context ->> 'staffId' IS NULL THEN
      before_values := NULL;
      after_values := NULL;
    END IF;
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

  -- A later transaction of the same request: its changes join the request's event.
  IF event_id IS NULL AND context ->> 'operationId' IS NOT NULL THEN
    SELECT "id" INTO event_id FROM "AuditEvent" WHERE "operationId" = (context ->> 'operationId')::uuid ORDER BY "id" DESC LIMIT 1;
    IF event_id IS NOT NULL THEN
      PERFORM set_config('app.audit_event', event_id::text, true);
      PERFORM set_config('app.audit_depth', '-1', true);
      event_depth := -1;
      -- Fires audit_event_refinish at commit: the action and count are worked out again.
      UPDATE "AuditEvent" SET "operationId" = "operationId" WHERE "id" = event_id;
    END IF;
  END IF;

  IF event_id IS NULL OR depth < event_depth THEN
    subject_name := CASE
      WHEN is_trash THEN coalesce(row_new, row_old) ->> 'label'
      WHEN owner_kind IS NOT NULL THEN audit_current_name(owner_kind, owner_id)
      ELSE audit_row_name(TG_TABLE_NAME, coalesce(row_new, row_old))
    END;
  END IF;

  IF event_id IS NULL THEN
    INSERT INTO "AuditEvent" ("action", "entityKind", "entityId", "entityName", "operationId", "staffId", "staffName", "staffRole", "requestId")
    VALUES (
      'update', subject_kind, subject_id, subject_name, (context ->> 'operationId')::uuid,
      (context ->> 'staffId')::uuid, context ->> 'staffName', (context ->> 'staffRole')::"StaffRole", context ->> 'requestId'
    )
    RETURNING "id" INTO event_id;
    PERFORM set_config('app.audit_event', event_id::text, true);
    PERFORM set_config('app.audit_depth', depth::text, true);
  ELSIF depth < event_depth THEN
    UPDATE "AuditEvent" SET "entityKind" = subject_kind, "entityId" = subject_id, "entityName" = subject_name WHERE "id" = event_id;
    PERFORM set_config('app.audit_depth', depth::text, true);
  END IF;

  -- The same row written again in this event: one change, from its first before to its last after.
  IF NOT is_trash AND TG_OP = 'UPDATE' THEN
    SELECT * INTO earlier FROM "AuditChange"
     WHERE "eventId" = event_id AND "entityKind" = TG_TABLE_NAME AND "entityId" = row_id AND "operation" IN ('insert', 'update')
     ORDER BY "id" DESC LIMIT 1;
    IF FOUND THEN
      IF before_values IS NULL THEN
        RETURN NULL;
      ELSIF earlier."operation" = 'insert' THEN
        UPDATE "AuditChange" SET "after" = coalesce("after", '{}'::jsonb) || after_values WHERE "id" = earlier."id";
      ELSE
        before_values := before_values || coalesce(earlier."before", '{}'::jsonb);
        after_values := coalesce(earlier."after", '{}'::jsonb) || after_values;
        SELECT coalesce(jsonb_object_agg(changed.key, changed.value), '{}'::jsonb) INTO after_values
          FROM jsonb_each(after_values) AS changed(key, value)
         WHERE changed.value = '"[hidden]"'::jsonb OR (before_values -> changed.key) IS DISTINCT FROM changed.value;
        SELECT coalesce(jsonb_object_agg(changed.key, changed.value), '{}'::jsonb) INTO before_values
          FROM jsonb_each(before_values) AS changed(key, value)
         WHERE after_values ? changed.key;
        IF after_values = '{}'::jsonb THEN
          DELETE FROM "AuditChange" WHERE "id" = earlier."id";
        ELSE
          UPDATE "AuditChange" SET "before" = before_values, "after" = after_values WHERE "id" = earlier."id";
        END IF;
      END IF;
      RETURN NULL;
    END IF;
  END IF;

  INSERT INTO "AuditChange" ("eventId", "entityKind", "entityId", "operation", "ownerKind", "ownerId", "before", "after")
  VALUES (event_id, TG_TABLE_NAME, row_id, lower(TG_OP), owner_kind, owner_id, before_values, after_values);
  RETURN NULL;
END;
$$;

-- A request's later transaction joined its event: work the action and count out again at its commit.
CREATE CONSTRAINT TRIGGER audit_event_refinish
AFTER UPDATE OF "operationId" ON "AuditEvent"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION audit_finish_event();

-- Names for the events written before this migration: the record's name
-- where it still exists, else the name the history kept of its row, else the
-- Trash's label.
DO $$
DECLARE
  kind text;
BEGIN
  FOR kind IN SELECT DISTINCT "entityKind" FROM "AuditEvent" WHERE "entityId" IS NOT NULL LOOP
    CONTINUE WHEN to_regclass(quote_ident(kind)) IS NULL;
    BEGIN
      EXECUTE format(
        'UPDATE "AuditEvent" event SET "entityName" = audit_row_name(%L, to_jsonb(found)) FROM %I found WHERE event."entityKind" = %L AND event."entityId" = found."id"::text',
        kind, kind, kind);
    EXCEPTION WHEN undefined_column THEN
      NULL;
    END;
  END LOOP;
END;
$$;

UPDATE "AuditEvent" event SET "entityName" = (
  SELECT audit_row_name(change."entityKind", CASE change."operation" WHEN 'delete' THEN change."before" ELSE change."after" END)
    FROM "AuditChange" change
   WHERE change."entityKind" = event."entityKind" AND change."entityId" = event."entityId"
     AND change."operation" IN ('insert', 'delete') AND coalesce(change."before", change."after") IS NOT NULL
     AND audit_row_name(change."entityKind", CASE change."operation" WHEN 'delete' THEN change."before" ELSE change."after" END) IS NOT NULL
   ORDER BY change."id" DESC LIMIT 1)
 WHERE event."entityName" IS NULL AND event."entityId" IS NOT NULL;

UPDATE "AuditEvent" event SET "entityName" = trash."label"
  FROM "TrashEntry" trash
 WHERE event."entityName" IS NULL AND event."entityId" = trash."id"::text;
