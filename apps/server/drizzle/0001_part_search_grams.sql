-- Parts keyword search (docs/decisions/parts-search.md): the two-character grams of the lower-cased
-- Chinese name, English name and pinyin initials, kept by the database in a generated column with a GIN
-- index, so "name contains 机油" is an index lookup (search_grams @> '{机油}') rechecked by ILIKE.
CREATE FUNCTION part_search_grams(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  l text := lower(t);
  grams text[] := '{}';
BEGIN
  FOR i IN 1 .. char_length(l) - 1 LOOP
    grams := grams || substr(l, i, 2);
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_grams" text[]
  GENERATED ALWAYS AS (part_search_grams("name_zh" || ' ' || "name_en" || ' ' || "pinyin_initials")) STORED;--> statement-breakpoint
CREATE INDEX "parts_search_grams_idx" ON "parts" USING gin ("search_grams");
