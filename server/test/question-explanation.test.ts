// A question's explanation (issue 20): written per language in the quiz, kept out of everything a
// player or screen gets while the question runs, and sent with the reveal in each language that
// has one (a blank one is left out); too long a text is refused with a clear 400.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { call } from './api-helpers.js';
import { expectError, expectOk, poll } from './fixtures.js';
import { answer, hostAction, liveEvent, QUESTIONS } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WHY_EN = 'Canberra was built as a compromise between Sydney and Melbourne.';
const WHY_FR = 'Canberra a été bâtie pour départager Sydney et Melbourne.';
const explained: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  texts: {
    en_US: { question: 'Capital of Australia?', answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'], explanation: WHY_EN },
    fr_FR: { question: "Capitale de l'Australie ?", answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'], explanation: WHY_FR },
  },
};
const blankFrench: Question = {
  type: 'free_text_input',
  texts: {
    en_US: { question: 'Largest ocean?', answer: 'Pacific', explanation: '  It covers a third of the Earth.  ' },
    fr_FR: { question: 'Le plus grand océan ?', answer: 'Pacifique', explanation: '   ' },
  },
};

it('is shown at the reveal only, to phones, screens and the console, in each language written', async () => {
  const f = await liveEvent(t.app, 2, [explained, blankFrench, QUESTIONS[0]!]);
  const [p1, p2] = f.players;
  const started = expectOk(await hostAction(t.app, f, 'start'));
  const screenId = randomUUID();
  expectOk(await call(t.app, 'POST', '/events/join-as-screen', { code: f.code, screenId }));
  const screenPoll = () => call(t.app, 'POST', '/events/poll-as-screen', { eventId: f.eventId, screenId });

  // While the question runs, no frame anyone but the host sees holds it.
  const running = [(await poll(t.app, f.eventId, p1!.id)).body, (await screenPoll()).body];
  for (const body of running) expect(JSON.stringify(body)).not.toContain('Canberra was built');
  expect(started.live.reveal).toBeNull();

  await poll(t.app, f.eventId, p2!.id);
  expectOk(await answer(t.app, f, p1!.id, 0, 3));
  const host = expectOk(await hostAction(t.app, f, 'reveal'));
  const both = { en_US: WHY_EN, fr_FR: WHY_FR };
  expect(host.live.reveal.explanation).toEqual(both);
  expect((await poll(t.app, f.eventId, p1!.id)).body.live.reveal.explanation).toEqual(both);
  expect((await screenPoll()).body.live.reveal.explanation).toEqual(both);

  // Trimmed, and a blank French one left out.
  expectOk(await hostAction(t.app, f, 'next'));
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect((await poll(t.app, f.eventId, p1!.id)).body.live.reveal.explanation).toEqual({ en_US: 'It covers a third of the Earth.' });

  // None written: none sent.
  expectOk(await hostAction(t.app, f, 'next'));
  const none = expectOk(await hostAction(t.app, f, 'reveal'));
  expect('explanation' in none.live.reveal).toBe(false);
});

it('is refused past 1000 characters, naming the field', async () => {
  const f = await liveEvent(t.app, 0);
  const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
  const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id;
  const long = { ...explained, texts: { en_US: { ...explained.texts.en_US!, explanation: 'x'.repeat(1001) } } };
  expectError(
    await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions: [long] }, f.token),
    400,
    /questions\.0\.texts\.en_US\.explanation/,
  );
});
