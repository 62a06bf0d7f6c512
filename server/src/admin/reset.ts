// Empties every data table (docs/PRODUCT-RULES.md#import-export). The settings table stays: it holds the
// instance's signing secret, which is configuration, not data.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { activities, answers, eventPlayers, events, refreshTokens, teams, uploads, users } from '../db/schema.js';

/** One statement, so foreign keys between the tables never see a half-emptied database. */
export async function emptyDataTables(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`truncate table ${answers}, ${eventPlayers}, ${events}, ${activities}, ${teams}, ${uploads}, ${refreshTokens}, ${users}`,
  );
}

export async function resetDatabase(db: Db): Promise<void> {
  await db.transaction((tx) => emptyDataTables(tx));
}
