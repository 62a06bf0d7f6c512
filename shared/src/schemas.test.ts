// The contract's own rules: what both the server (validation) and the client (types, forms) rely on.
import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.js';
import { nameProblem } from './names.js';
import * as S from './schemas.js';

const mc4 = (overrides: Record<string, unknown> = {}) => ({
  type: 'multiple_text_choice_4',
  correctAnswer: 2,
  texts: { en_US: { question: 'Capital of France?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
  ...overrides,
});

describe('Question', () => {
  it('accepts each question type in both languages', () => {
    expect(S.Question.safeParse(mc4()).success).toBe(true);
    expect(
      S.Question.safeParse({
        type: 'multiple_text_choice_2',
        correctAnswer: 1,
        texts: { en_US: { question: 'Yes?', answers: ['Yes', 'No'] }, fr_FR: { question: 'Oui ?', answers: ['Oui', 'Non'] } },
      }).success,
    ).toBe(true);
    expect(S.Question.safeParse({ type: 'free_text_input', texts: { fr_FR: { question: 'Qui ?', answer: 'Moi' } } }).success).toBe(true);
  });

  it('refuses a correct answer beyond the options, a wrong option count, and a correct answer on free text', () => {
    expect(
      S.Question.safeParse(
        mc4({ type: 'multiple_text_choice_2', texts: { en_US: { question: 'q', answers: ['a', 'b'] } }, correctAnswer: 3 }),
      ).success,
    ).toBe(false);
    expect(S.Question.safeParse(mc4({ texts: { en_US: { question: 'q', answers: ['a', 'b', 'c'] } } })).success).toBe(false);
    expect(S.Question.safeParse({ type: 'free_text_input', correctAnswer: 1, texts: {} }).success).toBe(false);
    expect(S.Question.safeParse(mc4({ correctAnswer: undefined })).success).toBe(false);
  });

  it('refuses an unknown language', () => {
    expect(S.Question.safeParse(mc4({ texts: { de_DE: { question: 'q', answers: ['a', 'b', 'c', 'd'] } } })).success).toBe(false);
  });
});

describe('EventCode', () => {
  it('trims and upper-cases, and needs exactly four letters', () => {
    expect(S.EventCode.parse(' abcd ')).toBe('ABCD');
    expect(S.EventCode.safeParse('ABC').success).toBe(false);
    expect(S.EventCode.safeParse('AB1D').success).toBe(false);
    expect(S.EventCode.safeParse('ABCDE').success).toBe(false);
  });
});

describe('ImageRef', () => {
  it('accepts http(s) URLs and uploaded file names only', () => {
    for (const ok of ['', 'https://example.com/a.png', 'http://x.io/y', '3f2a.png']) expect(S.ImageRef.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '../etc/passwd', '/abs/path.png']) {
      expect(S.ImageRef.safeParse(bad).success).toBe(false);
    }
  });
});

describe('EventUpdateBody', () => {
  const body = { name: 'Quiz night', startDate: '2026-11-21T18:00:00.000Z', endDate: '2026-11-21T22:00:00.000Z' };
  it('needs the end after the start, with the spec message', () => {
    expect(S.EventUpdateBody.safeParse(body).success).toBe(true);
    const bad = S.EventUpdateBody.safeParse({ ...body, endDate: body.startDate });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('End date must be after start date');
  });
  it('fills default activity rules', () => {
    const parsed = S.EventUpdateBody.parse({ ...body, activities: [{ id: 'activity-1', modelId: 'm' }] });
    expect(parsed.activities[0]).toEqual({
      id: 'activity-1',
      modelId: 'm',
      type: 'quiz',
      rules: { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' },
    });
  });
});

describe('SignupBody and SetInfoBody', () => {
  it('normalises email and password digest, defaults the role to manager', () => {
    const parsed = S.SignupBody.parse({ userName: ' Ann ', emailAddress: ' Ann@Example.COM ', passwordHash: 'A'.repeat(64) });
    expect(parsed).toEqual({ userName: 'Ann', emailAddress: 'ann@example.com', passwordHash: 'a'.repeat(64), role: 'manager' });
    expect(S.SignupBody.safeParse({ userName: 'x', emailAddress: 'x@y.z', passwordHash: 'secret' }).success).toBe(false);
  });
  it("takes '' or null as playing without a team", () => {
    const base = { eventId: crypto.randomUUID(), playerId: crypto.randomUUID(), name: 'Zoé' };
    expect(S.SetInfoBody.parse({ ...base, teamId: '' }).teamId).toBe('');
    expect(S.SetInfoBody.parse({ ...base, teamId: null }).teamId).toBeNull();
    expect(S.SetInfoBody.safeParse({ ...base, teamId: 'team-1' }).success).toBe(false);
  });
});

describe('nameProblem', () => {
  it('gives the verdict of the schema of a name, for the same reasons, on names at every edge', () => {
    const reason = { too_small: 'empty', too_big: 'too_long', invalid_format: 'nul' } as const;
    const samples = [
      '',
      ' ',
      '\t\n',
      'Zoé',
      '  Zoé  ',
      'a'.repeat(40),
      ` ${'a'.repeat(40)} `,
      'a'.repeat(41),
      'a\u0000b',
      '\u0000',
      ' \u0000 ',
      'é'.repeat(41),
      '😀'.repeat(20),
      '😀'.repeat(21),
    ];
    for (const name of samples) {
      const checked = S.Name(LIMITS.playerNameMax).safeParse(name);
      const expected = checked.success ? null : reason[checked.error.issues[0]!.code as keyof typeof reason];
      expect(nameProblem(name, LIMITS.playerNameMax), JSON.stringify(name)).toBe(expected);
    }
  });
});
