ALTER TABLE "event_players" ADD COLUMN "name_set_by_host" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_players" ADD COLUMN "removed_at" timestamp with time zone;