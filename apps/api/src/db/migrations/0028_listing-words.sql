CREATE TABLE "listing_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_words_trgm_idx" ON "listing_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (bottom): the words are kept by a trigger on the columns the search document is
-- made of; the words are inserted in order, so two writes adding the same words never deadlock.
CREATE FUNCTION add_listing_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO listing_words (word)
  SELECT w FROM unnest(tsvector_to_array(NEW.search_document)) AS w ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapists_listing_words
AFTER INSERT OR UPDATE OF name, professional_title, speciality, specialities, expertise, languages, city
ON therapists
FOR EACH ROW EXECUTE FUNCTION add_listing_words();
--> statement-breakpoint
INSERT INTO listing_words (word)
SELECT DISTINCT w FROM therapists, unnest(tsvector_to_array(search_document)) AS w
ON CONFLICT (word) DO NOTHING;
