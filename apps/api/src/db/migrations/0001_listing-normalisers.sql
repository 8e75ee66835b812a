-- Hand-written: the listing's normalisers, used by the generated search_* columns of therapists
-- (migration 0002). They must mean exactly what packages/domain/src/listing.ts means: JavaScript's
-- trim() (every character String.prototype.trim removes), then lower case. IMMUTABLE, so generated
-- columns and indexes may use them.
CREATE FUNCTION listing_norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT lower(btrim(value, U&'\0020\0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF')) $$;
--> statement-breakpoint
-- Each element normalised, in the same positions (so unnest(original, normalised) pairs them up).
CREATE FUNCTION listing_norm_array(value text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(coalesce(listing_norm(e.x), '') ORDER BY e.i), '{}'::text[])
  FROM unnest(value) WITH ORDINALITY AS e(x, i)
$$;
--> statement-breakpoint
-- effectiveTitle(): the professional title, or the legacy speciality when the title is blank; normalised.
CREATE FUNCTION listing_title(professional_title text, speciality text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(listing_norm(CASE WHEN btrim(professional_title, U&'\0020\0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF') <> ''
    THEN professional_title ELSE speciality END), '')
$$;
--> statement-breakpoint
-- titleKey(): runs of hyphens and white space as one space.
CREATE FUNCTION listing_title_key(title text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT regexp_replace(title, U&'[-\0020\0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF]+', ' ', 'g') $$;
--> statement-breakpoint
-- cityMatches()'s parts: the normalised city's comma-separated parts, trimmed, blanks dropped.
CREATE FUNCTION listing_city_parts(city text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(p ORDER BY i), '{}'::text[])
  FROM unnest(string_to_array(listing_norm(city), ',')) WITH ORDINALITY AS e(x, i),
    btrim(e.x, U&'\0020\0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF') AS p
  WHERE p <> ''
$$;
