-- Pinyin search "letters in order from the first initial" (jlq finds 机油滤清器 jylqq; docs/decisions/
-- parts-search.md) narrowed by the same GIN index as the name search: the grams column also holds
-- `^` + the first initial and `>` + every ordered pair of initials (a before b), so a keyword's
-- tokens (^j, >jl, >jq, >lq) are all present in every part the LIKE 'j%l%q%' recheck can accept.
CREATE FUNCTION part_initial_tokens(initials text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  l text := lower(initials);
  n int := char_length(l);
  tokens text[] := '{}';
BEGIN
  IF n = 0 THEN
    RETURN tokens;
  END IF;
  tokens := tokens || ('^' || substr(l, 1, 1));
  FOR i IN 1 .. n - 1 LOOP
    FOR j IN i + 1 .. n LOOP
      tokens := tokens || ('>' || substr(l, i, 1) || substr(l, j, 1));
    END LOOP;
  END LOOP;
  RETURN tokens;
END
$$;--> statement-breakpoint
ALTER TABLE "parts" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_grams" text[]
  GENERATED ALWAYS AS (
    part_search_grams("name_zh" || ' ' || "name_en" || ' ' || "pinyin_initials")
    || part_initial_tokens("pinyin_initials")
  ) STORED;--> statement-breakpoint
CREATE INDEX "parts_search_grams_idx" ON "parts" USING gin ("search_grams");
