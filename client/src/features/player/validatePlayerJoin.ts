// Player join checks (docs/PRODUCT-RULES.md#joining), driven by the first activity's rules. The name
// is checked by shared's nameProblem, the rule the set-info call's schema makes, so the form
// refuses what the server would.
import { type ActivityRules, LIMITS, nameProblem } from '@quizfest/shared';
import type { PlayT } from '../../i18n/phoneTexts';

export type PlayerJoinInput = {
  name: string;
  teamId: string | null;
  teamless: boolean;
  rules: ActivityRules;
};

/** What is wrong, in the language of `t`, or null. */
export function validatePlayerJoin({ name, teamId, teamless, rules }: PlayerJoinInput, t: PlayT): string | null {
  // Empty once trimmed is the spec's message; the field cuts the name at its limit, so anything
  // else is rare, and said as the schema means it ('Name must be at most 40 characters').
  switch (nameProblem(name, LIMITS.playerNameMax)) {
    case 'empty':
      return t('joinForm.enterName');
    case 'too_long':
      return t('joinForm.nameTooLong', { max: LIMITS.playerNameMax });
    case 'nul':
      return t('joinForm.nameNul');
    case null:
      break;
  }
  if (rules.teamsConfig === 'no_teams' || teamId) return null;
  if (rules.allowTeamlessPlayers) return teamless ? null : t('joinForm.selectTeamOrTeamless');
  return t('joinForm.selectTeamRequired');
}
