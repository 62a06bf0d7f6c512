ALTER TABLE "event_players" ADD COLUMN "name_key" text;--> statement-breakpoint
-- Players named before names were unique: each gets its key unless an earlier joiner of the same
-- event already holds it (those keep their names, with no key, and block no one). SQL's lower()
-- stands in for players/name-key.ts here; new names get the application's key.
UPDATE "event_players" AS p
   SET "name_key" = lower(regexp_replace(btrim(p."name"), '\s+', ' ', 'g'))
 WHERE p."name" IS NOT NULL AND btrim(p."name") <> '' AND p."removed_at" IS NULL
   AND NOT EXISTS (
     SELECT 1 FROM "event_players" AS o
      WHERE o."event_id" = p."event_id" AND o."removed_at" IS NULL AND o."name" IS NOT NULL
        AND lower(regexp_replace(btrim(o."name"), '\s+', ' ', 'g')) = lower(regexp_replace(btrim(p."name"), '\s+', ' ', 'g'))
        AND (o."joined_at", o."player_id") < (p."joined_at", p."player_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_players_name_key_unique" ON "event_players" USING btree ("event_id","name_key") WHERE "event_players"."removed_at" is null and "event_players"."name_key" is not null;
