// Player join checks (docs/PRODUCT-RULES.md#joining), driven by the first activity's rules.
import type { ActivityRules } from '@quizfest/shared';

export type PlayerJoinInput = {
  name: string;
  teamId: string | null;
  teamless: boolean;
  rules: ActivityRules;
};

export function validatePlayerJoin({ name, teamId, teamless, rules }: PlayerJoinInput): string | null {
  if (!name.trim()) return 'Please enter your name';
  if (rules.teamsConfig === 'no_teams' || teamId) return null;
  if (rules.allowTeamlessPlayers) return teamless ? null : 'Please select a team or choose to play without a team';
  return 'Please select a team';
}
