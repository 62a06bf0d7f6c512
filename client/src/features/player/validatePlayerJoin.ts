// Player join checks (docs/PRODUCT-RULES.md#joining), driven by the first activity's rules. The name
// is checked with the set-info call's own schema, so the form refuses what the server would.
import { type ActivityRules, schemas } from '@quizfest/shared';

export type PlayerJoinInput = {
  name: string;
  teamId: string | null;
  teamless: boolean;
  rules: ActivityRules;
};

export function validatePlayerJoin({ name, teamId, teamless, rules }: PlayerJoinInput): string | null {
  const checked = schemas.SetInfoBody.shape.name.safeParse(name);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    // Empty once trimmed is the spec's message; the field cuts the name at its limit, so anything
    // else is rare and said in the schema's words, as the server would put it.
    return issue?.code === 'too_small' ? 'Please enter your name' : `Name ${issue?.message ?? 'is invalid'}`;
  }
  if (rules.teamsConfig === 'no_teams' || teamId) return null;
  if (rules.allowTeamlessPlayers) return teamless ? null : 'Please select a team or choose to play without a team';
  return 'Please select a team';
}
