// Instance-wide settings kept in the database, so several instances share them with no
// configuration: the access-token signing secret and the key of players' aliases (events/player-aliases.ts),
// each generated on first start. A reset keeps them; a dump carries neither.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { settings } from './db/schema.js';

export async function getOrCreateSetting(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} could not be stored`);
  return row.value;
}

export const getSigningSecret = (db: Db) => getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64'));
export const getPlayerAliasKey = async (db: Db) =>
  Buffer.from(await getOrCreateSetting(db, 'player_alias_key', () => randomBytes(32).toString('base64')), 'base64');
