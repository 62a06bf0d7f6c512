import { describe, expect, it } from 'vitest';
import { newEventActivity } from './newEventActivity';

describe('newEventActivity', () => {
  it('is a quiz entry with no activity chosen and the default rules', () => {
    expect(newEventActivity([], 1_700_000_000_000)).toEqual({
      id: 'activity-1700000000000',
      type: 'quiz',
      modelId: '',
      rules: { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' },
    });
  });

  it('never repeats an id already in the event', () => {
    const first = newEventActivity([], 5);
    expect(newEventActivity([first], 5).id).toBe('activity-6');
  });
});
