-- The admin team's roles (decision 0046): every admin account becomes an owner, and finance and
-- support join. Renaming keeps each account's row and the enum's order; new values are not used
-- in this transaction.
ALTER TYPE "public"."account_role" RENAME VALUE 'admin' TO 'owner';--> statement-breakpoint
ALTER TYPE "public"."account_role" ADD VALUE IF NOT EXISTS 'finance';--> statement-breakpoint
ALTER TYPE "public"."account_role" ADD VALUE IF NOT EXISTS 'support';
