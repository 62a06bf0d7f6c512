// A team's `playerIds` is derived from the players who chose it (event_players.team_id), never
// edited piecemeal, so it cannot drift from the events. Callers lock the team rows first so that
// concurrent recomputations each see the other's committed choice.
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { teams } from '../db/schema.js';

export async function lockTeams(tx: DbOrTx, teamIds: string[]) {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return;
  // Ordered, so two transactions locking overlapping sets cannot deadlock.
  await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, ids)).orderBy(asc(teams.id)).for('update');
}

export async function recomputeTeamPlayers(tx: DbOrTx, teamIds: string[]) {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update teams t set player_ids = coalesce(
      (select jsonb_agg(p.player_id order by p.joined_at, p.join_seq)
         from (select distinct on (player_id) player_id, joined_at, join_seq from event_players where team_id = t.id
               order by player_id, joined_at, join_seq) p),
      '[]'::jsonb)
    where t.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
