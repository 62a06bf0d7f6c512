// The slide (issue 20; docs/PRODUCT-RULES.md#live-phases): text and an image in each language with
// nothing to answer. It opens straight at its "reveal", takes no answers and no corrections, scores
// no one, is left out of the results, and the night goes on from it with `next` (a hands-free quiz
// by itself, straight to the next question). The quiz editor's schema refuses any answer on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const slide = (en: string, fr: string): Question => ({ type: 'slide', texts: { en_US: { question: en }, fr_FR: { question: fr } } });
const intro = slide('Round 1: capitals\nPhones ready!', 'Manche 1 : les capitales\nTéléphones prêts !');

describe('a slide in the quiz', () => {
  it('is saved with its texts and image, and refused with anything to answer', async () => {
    const f = await liveEvent(t.app, 0, [QUESTIONS[0]!]);
    const quizzes = expectOk(await call(t.app, 'GET', '/activities', undefined, f.token));
    const quizId = quizzes.find((a: { type: string }) => a.type === 'quiz').id as string;
    const withImage = { ...intro, imageUrl: 'https://example.com/round.png' };
    const saved = expectOk(await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions: [withImage] }, f.token));
    expect(saved.questions).toEqual([withImage]);
    for (const [question, message] of [
      [{ ...intro, correctAnswer: 1 }, 'questions.0.correctAnswer must be absent for a slide'],
      [{ ...intro, pointsMultiplier: 2 }, 'questions.0.pointsMultiplier must be absent for a slide'],
      [
        { type: 'slide', texts: { en_US: { question: 'Break', answers: ['A', 'B'] } } },
        'questions.0.texts.en_US.answers must be absent for a slide',
      ],
      [
        { type: 'slide', texts: { fr_FR: { question: 'Pause', explanation: 'Parce que' } } },
        'questions.0.texts.fr_FR.explanation must be absent for a slide',
      ],
    ] as const) {
      expectError(
        await call(t.app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions: [question] }, f.token),
        400,
        message,
      );
    }
  });
});

describe('a slide on the night', () => {
  it('opens at its reveal, takes no answers nor corrections, scores no one, and the night goes on from it', async () => {
    const f = await liveEvent(t.app, 2, [intro, QUESTIONS[0]!, slide('Thanks for playing', 'Merci d’avoir joué')]);
    const [p1, p2] = f.players;
    const lobby = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    expect(lobby.upNext).toMatchObject({ questionIndex: 0, kind: 'slide', numbering: { number: 0, count: 1 } });

    const opened = expectOk(await hostAction(t.app, f, 'start'));
    expect(opened.live).toMatchObject({
      phase: 'reveal',
      question: { type: 'slide', optionCount: 0, texts: { en_US: { question: intro.texts.en_US!.question } } },
      reveal: { correctAnswer: null, distribution: [], answered: 0 },
    });
    expect('corrections' in opened).toBe(false);
    const phone = (await poll(t.app, f.eventId, p1!.id)).body;
    expect(phone.live.phase).toBe('reveal');
    expect(phone.live.question.texts.fr_FR.question).toBe(intro.texts.fr_FR!.question);

    expectError(await answer(t.app, f, p1!.id, 0, 'hello'), 409, 'Answers are closed');
    expectError(await hostAction(t.app, f, 'reveal'), 409, 'There is no question to reveal');
    expectError(
      await hostAction(t.app, f, 'accept-answer', { answer: 'hello' }),
      409,
      'A slide has no answers: there is nothing to correct',
    );
    expectError(await hostAction(t.app, f, 'void-question'), 409, 'A slide has no answers: there is nothing to correct');

    // On to the question; its reveal scores as ever.
    const question = expectOk(await hostAction(t.app, f, 'next'));
    expect(question.live).toMatchObject({ phase: 'question', question: { questionIndex: 1, type: 'multiple_text_choice_4' } });
    // Slides are not questions: this one is "Question 1 of 1", not 2 of 3.
    expect(question.live.question).toMatchObject({ questionCount: 3, numbering: { number: 1, count: 1 } });
    expect(question.upNext).toMatchObject({ questionIndex: 2, kind: 'slide' });
    // Both phones are there (polling): once both have answered, the question closes by itself.
    await poll(t.app, f.eventId, p2!.id);
    expectOk(await answer(t.app, f, p1!.id, 1, 2));
    expectOk(await answer(t.app, f, p2!.id, 1, 1));
    for (let i = 0; i < 50 && (await poll(t.app, f.eventId, p1!.id)).body.live.phase !== 'reveal'; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const teamsBefore = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token)).teams;

    // The closing slide changes no one's points; the podium follows it.
    const closing = expectOk(await hostAction(t.app, f, 'next'));
    expect(closing.live).toMatchObject({ phase: 'reveal', question: { type: 'slide', questionIndex: 2 } });
    expect(closing.teams).toEqual(teamsBefore);
    expect(expectOk(await hostAction(t.app, f, 'next')).live.phase).toBe('finished');

    const results = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
    expect(new Set(results.rows.map((r: { questionIndex: number }) => r.questionIndex))).toEqual(new Set([1]));
  });
});
