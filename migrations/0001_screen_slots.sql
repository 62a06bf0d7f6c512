ALTER TABLE "events" ADD COLUMN "hosted_screen_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "barred_screen_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;