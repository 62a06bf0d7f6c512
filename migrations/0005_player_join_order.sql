-- The order of joining, for the ties of joined_at (the embedded database's clock moves by whole
-- milliseconds). The players already there are numbered in the order joined_at gives, then the
-- column becomes an identity that goes on from there.
ALTER TABLE "event_players" ADD COLUMN "join_seq" bigint;--> statement-breakpoint
UPDATE "event_players" AS p SET "join_seq" = o.n
  FROM (SELECT "event_id", "player_id", row_number() OVER (ORDER BY "joined_at", "player_id") AS n FROM "event_players") AS o
  WHERE o."event_id" = p."event_id" AND o."player_id" = p."player_id";--> statement-breakpoint
ALTER TABLE "event_players" ALTER COLUMN "join_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "event_players" ALTER COLUMN "join_seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "event_players_join_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"event_players"', 'join_seq'), coalesce((SELECT max("join_seq") FROM "event_players"), 0) + 1, false);
