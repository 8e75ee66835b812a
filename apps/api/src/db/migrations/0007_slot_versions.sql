CREATE SEQUENCE "public"."slot_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "slot_versions" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
