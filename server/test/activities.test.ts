// A manager's activities (docs/PRODUCT-RULES.md#activities): creation of every type, the
// list, the quiz editor's load and whole-quiz save with its validation, and deletion.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type Question } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { activityEntry, createActivity, createEvent, expectError, getEvent, ISO, saveEvent, UUID } from './fixtures.js';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUpAndIn(t.app));
  ({ token: otherToken } = await signUpAndIn(t.app));
});
afterAll(async () => {
  await t?.close();
});

const getQuiz = (id: string, as = token) => call(t.app, 'GET', `/activities/quiz/${id}`, undefined, as);
const putQuiz = (id: string, body: unknown, as = token) => call(t.app, 'PUT', `/activities/quiz/${id}`, body, as);

/** One question of each type, written in both languages. */
const QUESTIONS: Question[] = [
  {
    type: 'multiple_text_choice_2',
    correctAnswer: 2,
    texts: {
      en_US: { question: 'Is the Earth flat?', answers: ['Yes', 'No'] },
      fr_FR: { question: 'La Terre est-elle plate ?', answers: ['Oui', 'Non'] },
    },
  },
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 3,
    imageUrl: 'https://example.com/paris.jpg',
    timeLimit: 30,
    texts: {
      en_US: { question: 'Capital of France?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
      fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Nice', 'Paris', 'Lille'] },
    },
  },
  {
    type: 'free_text_input',
    imageUrl: 'a1b2c3d4-0000-4000-8000-000000000000.png',
    texts: {
      en_US: { question: 'Who painted the Mona Lisa?', answer: 'Leonardo da Vinci' },
      fr_FR: { question: 'Qui a peint la Joconde ?', answer: 'Léonard de Vinci' },
    },
  },
];

const mc4 = (change: Record<string, unknown>) => ({ ...QUESTIONS[1], ...change });

describe('POST /activities/{type} and GET /activities', () => {
  it.each(['quiz', 'draw', 'gallery'])('creates a %s (201 {id})', async (type) => {
    const res = await call(t.app, 'POST', `/activities/${type}`, { name: `  My ${type} ` }, token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID) });
  });

  it('refuses an unknown type with 400 and a blank name with 400', async () => {
    expectError(await call(t.app, 'POST', '/activities/poll', { name: 'x' }, token), 400, /^type\b/);
    expectError(await call(t.app, 'POST', '/activities/quiz', { name: ' ' }, token), 400, /^name\b/);
    expectError(await call(t.app, 'POST', '/activities/quiz', {}, token), 400, /^name\b/);
  });

  it('lists the manager’s own activities as summaries, most recently updated first', async () => {
    const manager = await signUpAndIn(t.app);
    const quiz = await createActivity(t.app, manager.token, 'quiz', ' Pub quiz ');
    const draw = await createActivity(t.app, manager.token, 'draw', 'Sketches');
    const gallery = await createActivity(t.app, manager.token, 'gallery', 'Photos');
    await createActivity(t.app, otherToken, 'quiz', 'Not mine');

    const res = await call(t.app, 'GET', '/activities', undefined, manager.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: gallery, name: 'Photos', type: 'gallery', createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) },
      { id: draw, name: 'Sketches', type: 'draw', createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) },
      { id: quiz, name: 'Pub quiz', type: 'quiz', createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) },
    ]);

    // Saving the quiz moves it to the top.
    await putQuiz(quiz, { name: 'Pub quiz', questions: [] }, manager.token);
    expect((await call(t.app, 'GET', '/activities', undefined, manager.token)).body[0].id).toBe(quiz);
  });
});

describe('GET /activities/{type}/{id}', () => {
  it('loads a new quiz with no questions', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Fresh');
    const res = await getQuiz(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      name: 'Fresh',
      timeLimit: 20,
      readTime: 0,
      speedScoring: true,
      streakBonus: false,
      teamScoring: 'mean',
      handsFree: false,
      handsFreeSeconds: 10,
      leaderboard: 'question',
      questions: [],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('loads draw and gallery activities as summaries', async () => {
    const draw = await createActivity(t.app, token, 'draw', 'Sketches');
    const res = await call(t.app, 'GET', `/activities/draw/${draw}`, undefined, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: draw, name: 'Sketches', type: 'draw', createdAt: expect.any(String), updatedAt: expect.any(String) });
    const gallery = await createActivity(t.app, token, 'gallery', 'Photos');
    expect((await call(t.app, 'GET', `/activities/gallery/${gallery}`, undefined, token)).body.type).toBe('gallery');
  });

  it('answers 404 when the id is of another type, unknown, or another manager’s', async () => {
    const draw = await createActivity(t.app, token, 'draw');
    const quiz = await createActivity(t.app, token, 'quiz');
    expectError(await getQuiz(draw), 404, 'Quiz not found');
    expectError(await call(t.app, 'GET', `/activities/gallery/${draw}`, undefined, token), 404, 'Activity not found');
    expectError(await call(t.app, 'GET', `/activities/draw/${quiz}`, undefined, token), 404, 'Activity not found');
    expectError(await getQuiz(randomUUID()), 404, 'Quiz not found');
    expectError(await getQuiz(quiz, otherToken), 404, 'Quiz not found');
    expectError(await getQuiz('123'), 400, /^id\b/);
  });
});

describe('PUT /activities/quiz/{id}', () => {
  it('saves questions of all three types in both languages and loads them back equal', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Old name');
    const res = await putQuiz(id, { name: ' General knowledge ', questions: QUESTIONS });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      name: 'General knowledge',
      timeLimit: 20,
      readTime: 0,
      speedScoring: true,
      streakBonus: false,
      teamScoring: 'mean',
      handsFree: false,
      handsFreeSeconds: 10,
      leaderboard: 'question',
      questions: QUESTIONS,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await getQuiz(id)).body).toEqual(res.body);
  });

  it('overwrites the whole quiz: fewer questions replace more', async () => {
    const id = await createActivity(t.app, token, 'quiz');
    await putQuiz(id, { name: 'Q', questions: QUESTIONS });
    await putQuiz(id, { name: 'Q', questions: [QUESTIONS[2]] });
    expect((await getQuiz(id)).body.questions).toEqual([QUESTIONS[2]]);
    await putQuiz(id, { name: 'Q', questions: [] });
    expect((await getQuiz(id)).body.questions).toEqual([]);
  });

  it('keeps texts in one language only, and blank texts (the editor checks nothing)', async () => {
    const id = await createActivity(t.app, token, 'quiz');
    const questions = [
      { type: 'multiple_text_choice_4', correctAnswer: 1, texts: { en_US: { question: '', answers: ['', '', '', ''] } } },
      { type: 'free_text_input', texts: { fr_FR: { question: 'Seulement en français', answer: '' } } },
    ];
    expect((await putQuiz(id, { name: 'Q', questions })).status).toBe(200);
    expect((await getQuiz(id)).body.questions).toEqual(questions);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    [
      'correctAnswer 3 on a 2-option question',
      { ...QUESTIONS[0], correctAnswer: 3 },
      'questions.0.correctAnswer must be an option number from 1 to 2',
    ],
    ['correctAnswer 0', mc4({ correctAnswer: 0 }), /^questions\.0\.correctAnswer\b/],
    ['correctAnswer 1.5', mc4({ correctAnswer: 1.5 }), /^questions\.0\.correctAnswer\b/],
    ['no correctAnswer on a multiple-choice question', mc4({ correctAnswer: undefined }), /^questions\.0\.correctAnswer\b/],
    [
      '3 answers on a 4-option question',
      mc4({ texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c'] } } }),
      'questions.0.texts.en_US.answers must have 4 options',
    ],
    [
      '4 answers on a 2-option question',
      { ...QUESTIONS[0], texts: { fr_FR: { question: 'Q', answers: ['a', 'b', 'c', 'd'] } } },
      /^questions\.0\.texts\.fr_FR\.answers\b/,
    ],
    [
      'a correctAnswer on a free text question',
      { ...QUESTIONS[2], correctAnswer: 1 },
      'questions.0.correctAnswer must be absent for a free text question',
    ],
    ['an unknown question type', mc4({ type: 'multiple_text_choice_3' }), /^questions\.0\.type\b/],
    ['an unknown language', mc4({ texts: { de_DE: { question: 'Frage', answers: ['a', 'b', 'c', 'd'] } } }), /^questions\.0\.texts\b/],
    [
      'a question text over the limit',
      mc4({ texts: { en_US: { question: long(LIMITS.questionTextMax + 1) } } }),
      /^questions\.0\.texts\.en_US\.question\b/,
    ],
    [
      'an answer over the limit',
      { ...QUESTIONS[2], texts: { en_US: { question: 'Q', answer: long(LIMITS.answerTextMax + 1) } } },
      /^questions\.0\.texts\.en_US\.answer\b/,
    ],
    [
      'an option over the limit',
      mc4({ texts: { en_US: { question: 'Q', answers: ['a', 'b', 'c', long(LIMITS.answerTextMax + 1)] } } }),
      /^questions\.0\.texts\.en_US\.answers\.3\b/,
    ],
    ['a javascript: image', mc4({ imageUrl: 'javascript:alert(1)' }), /^questions\.0\.imageUrl\b/],
    ['a time limit under the minimum', mc4({ timeLimit: LIMITS.questionTimeLimitMin - 1 }), /^questions\.0\.timeLimit\b/],
    ['texts that are not an object', mc4({ texts: 'Capital of France?' }), /^questions\.0\.texts\b/],
  ])('refuses %s with 400 naming the field', async (_, question, message) => {
    const id = await createActivity(t.app, token, 'quiz');
    await putQuiz(id, { name: 'Q', questions: QUESTIONS });
    expectError(await putQuiz(id, { name: 'Q', questions: [question] }), 400, message);
    // A refused save changes nothing.
    expect((await getQuiz(id)).body.questions).toEqual(QUESTIONS);
  });

  it('refuses a blank name and more questions than a quiz may hold', async () => {
    const id = await createActivity(t.app, token, 'quiz');
    expectError(await putQuiz(id, { name: '  ', questions: [] }), 400, /^name\b/);
    expectError(await putQuiz(id, { name: 'Q' }), 400, /^questions\b/);
    const many = Array.from({ length: LIMITS.questionsPerQuiz + 1 }, () => QUESTIONS[2]);
    expectError(await putQuiz(id, { name: 'Q', questions: many }), 400, /^questions\b/);
    expect((await putQuiz(id, { name: 'Q', questions: many.slice(1) })).status).toBe(200);
  });

  it('answers 404 for another manager’s quiz, an unknown quiz and a draw, and changes nothing', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Mine');
    expectError(await putQuiz(id, { name: 'Hijacked', questions: [] }, otherToken), 404, 'Quiz not found');
    expect((await getQuiz(id)).body.name).toBe('Mine');
    expectError(await putQuiz(randomUUID(), { name: 'Q', questions: [] }), 404, 'Quiz not found');
    const draw = await createActivity(t.app, token, 'draw');
    expectError(await putQuiz(draw, { name: 'Q', questions: [] }), 404, 'Quiz not found');
  });
});

describe('DELETE /activities/{type}/{id}', () => {
  it.each(['quiz', 'draw', 'gallery'] as const)('deletes a %s (204), which then is gone', async (type) => {
    const id = await createActivity(t.app, token, type);
    const res = await call(t.app, 'DELETE', `/activities/${type}/${id}`, undefined, token);
    expect(res.status).toBe(204);
    expect(res.raw.body).toBe('');
    expectError(await call(t.app, 'DELETE', `/activities/${type}/${id}`, undefined, token), 404);
    const list = (await call(t.app, 'GET', '/activities', undefined, token)).body as { id: string }[];
    expect(list.map((a) => a.id)).not.toContain(id);
  });

  it('answers 404 for the wrong type or another manager, and keeps the activity', async () => {
    const quiz = await createActivity(t.app, token, 'quiz');
    expectError(await call(t.app, 'DELETE', `/activities/draw/${quiz}`, undefined, token), 404, 'Activity not found');
    expectError(await call(t.app, 'DELETE', `/activities/quiz/${quiz}`, undefined, otherToken), 404, 'Quiz not found');
    expect((await getQuiz(quiz)).status).toBe(200);
  });

  it('removes a deleted quiz from the events that use it, keeping their other entries', async () => {
    const quiz = await createActivity(t.app, token, 'quiz');
    const draw = await createActivity(t.app, token, 'draw');
    const quizEntry = activityEntry(quiz, { teamsConfig: 'no_teams' });
    const drawEntry = activityEntry(draw);
    const first = await saveEvent(t.app, token, await createEvent(t.app, token), { activities: [quizEntry, drawEntry] });
    const second = await saveEvent(t.app, token, await createEvent(t.app, token), { activities: [quizEntry] });

    expect((await call(t.app, 'DELETE', `/activities/quiz/${quiz}`, undefined, token)).status).toBe(204);

    expect((await getEvent(t.app, token, first.id)).activities).toEqual([{ ...drawEntry, type: 'draw' }]);
    expect((await getEvent(t.app, token, second.id)).activities).toEqual([]);
  });
});
