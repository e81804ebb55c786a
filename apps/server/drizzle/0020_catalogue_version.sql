CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- The catalogue version moves on once per transaction that changed what a keyword search can match
-- (part codes, names, pinyin initials) or the warehouses a search lists (code, names, active, order),
-- at its commit: a deferred trigger, so the row is locked only while committing (no lock order with
-- the parts rows the transaction holds, and no waiting behind a long import), and a reader sees the
-- new version exactly when it sees the new parts.
CREATE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('spm.catalogue_bumped', true) = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('spm.catalogue_bumped', '1', true);
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "parts_catalogue_version"
  AFTER INSERT OR DELETE OR UPDATE OF "part_code", "name_zh", "name_en", "pinyin_initials" ON "parts"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "warehouses_catalogue_version"
  AFTER INSERT OR DELETE OR UPDATE OF "code", "name_zh", "name_en", "active", "sort_order" ON "warehouses"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "parts_catalogue_version_truncate"
  AFTER TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
