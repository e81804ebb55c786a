-- A statement refuses with a catalogued error code (and its params as JSON) instead of writing a
-- value the service would refuse afterwards: raises SQLSTATE P0001 with MESSAGE = code and
-- DETAIL = params. The server answers it as that error (platform/errors.ts `refusalOf`).
CREATE FUNCTION "spm_refuse"("code" text, "params" jsonb) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = "code", DETAIL = "params"::text;
END
$$;
