// Player join checks (docs/PRODUCT-RULES.md#joining), driven by the first activity's rules. The name
// is checked with the set-info call's own schema, so the form refuses what the server would.
import { type ActivityRules, LIMITS, schemas } from '@quizfest/shared';
import type { TFunction } from 'i18next';

export type PlayerJoinInput = {
  name: string;
  teamId: string | null;
  teamless: boolean;
  rules: ActivityRules;
};

/** What is wrong, in the language of `t`, or null. */
export function validatePlayerJoin({ name, teamId, teamless, rules }: PlayerJoinInput, t: TFunction<'play'>): string | null {
  const checked = schemas.SetInfoBody.shape.name.safeParse(name);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    // Empty once trimmed is the spec's message; the field cuts the name at its limit, so anything
    // else is rare, and said as the schema means it ('Name must be at most 40 characters').
    if (issue?.code === 'too_small') return t('joinForm.enterName');
    if (issue?.code === 'too_big') return t('joinForm.nameTooLong', { max: LIMITS.playerNameMax });
    if (issue?.code === 'invalid_format') return t('joinForm.nameNul');
    return t('joinForm.nameInvalid');
  }
  if (rules.teamsConfig === 'no_teams' || teamId) return null;
  if (rules.allowTeamlessPlayers) return teamless ? null : t('joinForm.selectTeamOrTeamless');
  return t('joinForm.selectTeamRequired');
}
