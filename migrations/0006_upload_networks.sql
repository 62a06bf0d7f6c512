-- Uploads remember the network they came from, for a daily share per network beside the share per
-- account (sign-up is open: one network could hold many accounts); both sums read an index.
ALTER TABLE "uploads" ADD COLUMN "network" text;--> statement-breakpoint
CREATE INDEX "uploads_owner_recent" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_network_recent" ON "uploads" USING btree ("network","created_at");