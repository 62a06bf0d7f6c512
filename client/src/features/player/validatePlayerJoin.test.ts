import { type ActivityRules, LIMITS } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { validatePlayerJoin } from './validatePlayerJoin';

const preset: ActivityRules = { teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false };
const teamlessAllowed: ActivityRules = { teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: true };
const noTeams: ActivityRules = { teamsConfig: 'no_teams', allowTeamlessPlayers: false };
const TEAM = '6f1c1f2e-8a43-4a55-9d1e-3f0f3b2b8f11';

describe('validatePlayerJoin', () => {
  it('requires a name first', () => {
    expect(validatePlayerJoin({ name: '  ', teamId: TEAM, teamless: false, rules: preset })).toBe('Please enter your name');
  });

  it("refuses a name the server's schema refuses, in the schema's words", () => {
    const long = 'a'.repeat(LIMITS.playerNameMax + 1);
    expect(validatePlayerJoin({ name: long, teamId: TEAM, teamless: false, rules: preset })).toBe(
      `Name must be at most ${LIMITS.playerNameMax} characters`,
    );
  });

  it('requires a team when teamless play is not allowed', () => {
    expect(validatePlayerJoin({ name: 'Ann', teamId: null, teamless: false, rules: preset })).toBe('Please select a team');
    expect(validatePlayerJoin({ name: 'Ann', teamId: TEAM, teamless: false, rules: preset })).toBeNull();
  });

  it('offers the teamless choice in the message when it is allowed', () => {
    expect(validatePlayerJoin({ name: 'Ann', teamId: null, teamless: false, rules: teamlessAllowed })).toBe(
      'Please select a team or choose to play without a team',
    );
    expect(validatePlayerJoin({ name: 'Ann', teamId: null, teamless: true, rules: teamlessAllowed })).toBeNull();
  });

  it('ignores teams entirely for no_teams', () => {
    expect(validatePlayerJoin({ name: 'Ann', teamId: null, teamless: false, rules: noTeams })).toBeNull();
  });
});
