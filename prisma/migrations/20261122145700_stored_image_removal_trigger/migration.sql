-- Written by hand (Prisma cannot express triggers; see docs/architecture.md).
-- Whenever a StoredImage row goes, directly or through a cascade from its
-- owner at any depth, its two files are recorded for removal in the same
-- transaction. After the commit the server removes them; a crash in between
-- is finished by the sweep at the next start. So no file outlives its row.
CREATE FUNCTION stored_image_record_file_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "FileRemoval" ("id", "path") VALUES
    (gen_random_uuid(), OLD."path"),
    (gen_random_uuid(), OLD."thumbnailPath");
  RETURN OLD;
END;
$$;

CREATE TRIGGER stored_image_file_removal
AFTER DELETE ON "StoredImage"
FOR EACH ROW EXECUTE FUNCTION stored_image_record_file_removal();
