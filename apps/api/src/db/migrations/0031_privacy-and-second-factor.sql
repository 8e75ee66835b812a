ALTER TABLE "text_messages" ADD COLUMN "code_until_sent" text;--> statement-breakpoint
-- One-time codes are kept only as their hash: texts stored before keep their words with the code masked.
UPDATE "text_messages" SET "body" = regexp_replace("body", '\m[0-9]{6}\M', '••••••', 'g'), "variables" = coalesce((SELECT jsonb_object_agg("key", regexp_replace("value", '^[0-9]{6}$', '••••••')) FROM jsonb_each_text("variables")), '{}'::jsonb) WHERE "kind" = 'phone.code';
--> statement-breakpoint
-- A code text still queued was written before the live code had a place of its own: it is not sent.
UPDATE "text_messages" SET "status" = 'skipped', "status_reason" = 'the code was masked before it could be sent', "updated_at" = now() WHERE "kind" = 'phone.code' AND "status" = 'pending';
