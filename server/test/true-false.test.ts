// The true / false preset (issue 20) through a live game over HTTP: a two-option question labelled
// by `asTrueFalse` plays and scores like any two-option one; where the French question was not
// written yet (the preset fills both languages' labels), the phones get the English question
// instead of a blank one, and a French question once written is sent again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asTrueFalse, isTrueFalse, type Question } from '@quizfest/shared';
import { expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const englishOnly: Question = {
  type: 'free_text_input',
  timeLimit: 30,
  texts: { en_US: { question: 'The Moon has no atmosphere.', answer: '' } },
};

it('fills both languages, keeps the question, and is recognised by its labels only', () => {
  const q = asTrueFalse({ ...englishOnly, pointsMultiplier: 2 });
  expect(q).toEqual({
    type: 'multiple_text_choice_2',
    correctAnswer: 1,
    timeLimit: 30,
    pointsMultiplier: 2,
    texts: {
      en_US: { question: 'The Moon has no atmosphere.', answers: ['True', 'False'] },
      fr_FR: { question: '', answers: ['Vrai', 'Faux'] },
    },
  });
  expect(isTrueFalse(q)).toBe(true);
  expect(isTrueFalse({ ...q, texts: { ...q.texts, fr_FR: { question: '', answers: ['Oui', 'Non'] } } })).toBe(false);
  expect(isTrueFalse({ ...q, type: 'multiple_text_choice_4' })).toBe(false);
  expect(isTrueFalse(englishOnly)).toBe(false);
  // A false statement keeps false as its answer.
  expect(asTrueFalse({ ...q, correctAnswer: 2 }).correctAnswer).toBe(2);
  // Several right answers become one right answer: true.
  const several: Question = {
    type: 'multiple_select',
    correctAnswers: [2, 3],
    texts: { en_US: { question: 'Q', answers: ['A', 'B', 'C'] } },
  };
  expect(asTrueFalse(several)).toEqual({
    type: 'multiple_text_choice_2',
    correctAnswer: 1,
    texts: { en_US: { question: 'Q', answers: ['True', 'False'] }, fr_FR: { question: '', answers: ['Vrai', 'Faux'] } },
  });
});

it('plays as two options; a blank French question gives way to the English one', async () => {
  const untranslated = { ...asTrueFalse(englishOnly), correctAnswer: 1 };
  const translated: Question = {
    ...asTrueFalse(englishOnly),
    correctAnswer: 2,
    texts: {
      en_US: { question: 'Paris is in Belgium.', answers: ['True', 'False'] },
      fr_FR: { question: 'Paris est en Belgique.', answers: ['Vrai', 'Faux'] },
    },
  };
  const f = await liveEvent(t.app, 3, [untranslated, translated]);
  const [p1, p2, p3] = f.players;
  const first = expectOk(await hostAction(t.app, f, 'start')).live.question;
  expect(first).toMatchObject({ type: 'multiple_text_choice_2', optionCount: 2 });
  expect(first.texts).toEqual({ en_US: { question: 'The Moon has no atmosphere.', answers: ['True', 'False'] } });
  expect((await poll(t.app, f.eventId, p1!.id)).body.live.question.texts).toEqual(first.texts);

  // A third player, connected and silent, keeps the question open until the host reveals it.
  await poll(t.app, f.eventId, p2!.id);
  await poll(t.app, f.eventId, p3!.id);
  expectOk(await answer(t.app, f, p1!.id, 0, 1));
  expectOk(await answer(t.app, f, p2!.id, 0, 2));
  expect(expectOk(await hostAction(t.app, f, 'reveal')).live.reveal).toMatchObject({ correctAnswer: 1, distribution: [1, 1] });
  expect((await poll(t.app, f.eventId, p1!.id)).body.me.result.correct).toBe(true);
  expect((await poll(t.app, f.eventId, p2!.id)).body.me.result.correct).toBe(false);

  const second = expectOk(await hostAction(t.app, f, 'next')).live.question;
  expect(second.texts).toEqual(translated.texts);
});
