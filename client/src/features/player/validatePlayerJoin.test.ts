import { type ActivityRules, LIMITS } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { type PlayerJoinInput, validatePlayerJoin as validate } from './validatePlayerJoin';

const validatePlayerJoin = (input: PlayerJoinInput) => validate(input, i18n.getFixedT('en', 'play'));

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

  it('refuses a NUL character in the name', () => {
    expect(validatePlayerJoin({ name: 'A\u0000nn', teamId: TEAM, teamless: false, rules: preset })).toBe(
      'Name must not contain NUL characters',
    );
  });

  it('says it in French on a French page', () => {
    const french = (input: PlayerJoinInput) => validate(input, i18n.getFixedT('fr', 'play'));
    expect(french({ name: ' ', teamId: TEAM, teamless: false, rules: preset })).toBe('Veuillez saisir votre nom');
    expect(french({ name: 'a'.repeat(LIMITS.playerNameMax + 1), teamId: TEAM, teamless: false, rules: preset })).toBe(
      `Le nom doit faire au plus ${LIMITS.playerNameMax} caractères`,
    );
    expect(french({ name: 'Ann', teamId: null, teamless: false, rules: teamlessAllowed })).toBe(
      'Veuillez choisir une équipe ou jouer sans équipe',
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
