// Quiz import (issue 21) through the real app: QuizFest's template as xlsx and csv in both
// languages, Kahoot's spreadsheet, Open Trivia DB JSON, a zip with images; the preview names each
// row's problems and saves nothing; an export imports back to the same quiz; owners only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { call, signUpAndIn } from './api-helpers.js';
import { createActivity, expectOk } from './fixtures.js';
import { csv, download, importFile, TEMPLATE_HEADER, templateRow, xlsx, zip } from './quiz-import-files.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { png } from './test-images.js';

let t: TestApp;
let token: string;
let quizId: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signUpAndIn(t.app)).token;
  quizId = await createActivity(t.app, token, 'quiz', 'Imports');
});
afterAll(() => t.close());

const capital = {
  type: '4 choices',
  question_en: 'Capital of Australia?',
  question_fr: "Capitale de l'Australie ?",
  answer_1_en: 'Sydney',
  answer_1_fr: 'Sydney',
  answer_2_en: 'Melbourne',
  answer_2_fr: 'Melbourne',
  answer_3_en: 'Canberra',
  answer_3_fr: 'Canberra',
  answer_4_en: 'Perth',
  answer_4_fr: 'Perth',
  correct_answer: 3,
  time_limit: 30,
};
const capitalQuestion: Question = {
  type: 'multiple_text_choice_4',
  correctAnswer: 3,
  timeLimit: 30,
  texts: {
    en_US: { question: 'Capital of Australia?', answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
    fr_FR: { question: "Capitale de l'Australie ?", answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
  },
};

describe('the template', () => {
  it('downloads as xlsx and imports as its example questions, one of each kind', async () => {
    const file = await download(t.app, token, '/activities/quiz/template.xlsx');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const preview = expectOk(await importFile(t.app, token, quizId, file.bytes, 'template.xlsx'));
    expect(preview.format).toBe('template');
    expect(preview.rows.map((r: any) => r.question.type)).toEqual([
      'multiple_text_choice_4',
      'multiple_text_choice_2',
      'free_text_input',
      'multiple_select',
      'numeric_estimate',
      'numeric_estimate',
      'ordering',
      'slide',
      'poll',
    ]);
    expect(preview.rows.every((r: any) => r.problems.length === 0)).toBe(true);
  });

  it('previews xlsx rows in both languages, naming each problem with its row, and saves nothing', async () => {
    const file = await xlsx([
      TEMPLATE_HEADER,
      templateRow(capital),
      templateRow({
        type: 'free text',
        question_en: 'Red planet?',
        text_answer_en: 'Mars',
        question_fr: 'Planète rouge ?',
        text_answer_fr: 'Mars',
      }),
      templateRow({ ...capital, correct_answer: 5 }),
      templateRow({ type: 'essay', question_en: 'Why?' }),
      templateRow({ ...capital, answer_2_fr: '', time_limit: 2 }),
      templateRow({ type: '2 choices', question_en: 'Sky is blue', answer_1_en: 'True', answer_2_en: 'False', correct_answer: 1 }),
      templateRow({ ...capital, points: 'x2' }),
      templateRow({ ...capital, points: 0 }),
      templateRow({ ...capital, points: 1 }),
      templateRow({ ...capital, points: 3 }),
    ]);
    const preview = expectOk(await importFile(t.app, token, quizId, file, 'quiz.xlsx'));
    const [ok, free, five, essay, broken, onlyEn, double, none, once, three] = preview.rows;
    expect(ok).toEqual({ row: 2, question: capitalQuestion, problems: [] });
    expect(free.question).toEqual({
      type: 'free_text_input',
      texts: { en_US: { question: 'Red planet?', answer: 'Mars' }, fr_FR: { question: 'Planète rouge ?', answer: 'Mars' } },
    });
    expect(five).toEqual({
      row: 4,
      question: null,
      problems: ['row 4: correct answer 5 but only 4 answers'],
      label: 'Capital of Australia?',
    });
    expect(essay.problems[0]).toMatch(/^row 5: type "essay" is not one of 2 choices, 4 choices, free text/);
    expect(broken.problems).toEqual(['row 6: answer 2 (fr) is empty', 'row 6: time_limit 2 must be from 5 to 600 seconds']);
    expect(onlyEn.question.texts).toEqual({ en_US: { question: 'Sky is blue', answers: ['True', 'False'] } });
    // Points ×2 written as the editor says it, ×0, ×1 (the default, left out), and a value that is none of them.
    expect(double.question).toEqual({ ...capitalQuestion, pointsMultiplier: 2 });
    expect(none.question).toEqual({ ...capitalQuestion, pointsMultiplier: 0 });
    expect(once.question).toEqual(capitalQuestion);
    expect(three.problems).toEqual(['row 11: points "3" must be 0, 1 or 2']);
    expect(expectOk(await call(t.app, 'GET', `/activities/quiz/${quizId}`, undefined, token)).questions).toEqual([]);
  });

  it('reads csv with commas or semicolons (as French spreadsheets save it) and a BOM', async () => {
    for (const separator of [',', ';']) {
      const file = Buffer.concat([Buffer.from('\uFEFF'), csv([TEMPLATE_HEADER, templateRow(capital)], separator)]);
      const preview = expectOk(await importFile(t.app, token, quizId, file, 'quiz.csv'));
      expect(preview.rows).toEqual([{ row: 2, question: capitalQuestion, problems: [] }]);
    }
  });

  it('finds columns by their heading, in any order, and takes the internal type names', async () => {
    const file = csv([
      ['Question EN', 'Type', 'Text answer EN'],
      ['Red planet?', 'free_text_input', 'Mars'],
    ]);
    const preview = expectOk(await importFile(t.app, token, quizId, file, 'quiz.csv'));
    expect(preview.rows[0].question).toEqual({ type: 'free_text_input', texts: { en_US: { question: 'Red planet?', answer: 'Mars' } } });
  });
});

describe('true / false rows', () => {
  it("fill empty answers with the preset's labels in each language given, and read true or false as the correct answer", async () => {
    const file = csv([
      ['type', 'question_en', 'question_fr', 'answer_1_fr', 'answer_2_fr', 'correct_answer'],
      ['True/False', 'The Moon has no atmosphere.', "La Lune n'a pas d'atmosphère.", '', '', 'true'],
      ['vrai ou faux', '', 'Paris est en Belgique.', '', '', 'FAUX'],
      ['true_false', 'Typed labels stay.', 'Les libellés restent.', 'Oui', 'Non', '2'],
      ['true/false', 'No such answer.', '', '', '', 'maybe'],
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'quiz.csv')).rows;
    expect(rows[0]).toEqual({
      row: 2,
      question: {
        type: 'multiple_text_choice_2',
        correctAnswer: 1,
        texts: {
          en_US: { question: 'The Moon has no atmosphere.', answers: ['True', 'False'] },
          fr_FR: { question: "La Lune n'a pas d'atmosphère.", answers: ['Vrai', 'Faux'] },
        },
      },
      problems: [],
    });
    expect(rows[1].question).toEqual({
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: { fr_FR: { question: 'Paris est en Belgique.', answers: ['Vrai', 'Faux'] } },
    });
    expect(rows[2].question.texts).toEqual({
      en_US: { question: 'Typed labels stay.', answers: ['True', 'False'] },
      fr_FR: { question: 'Les libellés restent.', answers: ['Oui', 'Non'] },
    });
    expect(rows[3].problems).toEqual(['row 5: correct answer "maybe" is not an answer number from 1 to 2']);
  });

  it('reads a slide: its text in each language and nothing to answer', async () => {
    const file = csv([
      ['type', 'question_en', 'question_fr', 'correct_answer', 'answer_1_en', 'time_limit'],
      ['slide', 'Round 2: music', 'Manche 2 : la musique', '', '', ''],
      ['diapositive', 'Break', '', '2', 'Yes', '30'],
      ['slide', '', '', '', '', ''],
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'quiz.csv')).rows;
    expect(rows[0]).toMatchObject({
      problems: [],
      question: { type: 'slide', texts: { en_US: { question: 'Round 2: music' }, fr_FR: { question: 'Manche 2 : la musique' } } },
    });
    expect(rows[1].problems).toEqual([
      'row 3: answer_1_en is not for a slide: it has nothing to answer',
      'row 3: correct_answer is not for a slide: it has nothing to answer',
      'row 3: time_limit is not for a slide: it has nothing to answer',
    ]);
    expect(rows[2].problems).toEqual(['row 4: the slide is empty: give it a text or an image']);
  });

  it('reads an explanation per language, and names one that is too long', async () => {
    const long = 'x'.repeat(1001);
    const file = csv([
      ['type', 'question_en', 'question_fr', 'correct_answer', 'explanation_en', 'explanation_fr'],
      [
        'true/false',
        'Sound travels through space.',
        "Le son se propage dans l'espace.",
        'false',
        'Space is almost empty.',
        "L'espace est presque vide.",
      ],
      ['true/false', 'Too long', '', '1', long, ''],
    ]);
    const rows = expectOk(await importFile(t.app, token, quizId, file, 'quiz.csv')).rows;
    expect(rows[0].question.texts).toEqual({
      en_US: { question: 'Sound travels through space.', answers: ['True', 'False'], explanation: 'Space is almost empty.' },
      fr_FR: { question: "Le son se propage dans l'espace.", answers: ['Vrai', 'Faux'], explanation: "L'espace est presque vide." },
    });
    expect(rows[1].problems).toEqual(['row 3: explanation_en is longer than 1000 characters']);
  });

  it('names true/false among the types a row may have', async () => {
    const rows = expectOk(
      await importFile(t.app, token, quizId, csv([TEMPLATE_HEADER, templateRow({ ...capital, type: 'yes/no' })]), 'q.csv'),
    ).rows;
    expect(rows[0].problems).toEqual([
      'row 2: type "yes/no" is not one of 2 choices, 4 choices, free text, poll, several right, numeric, slide, order, true/false',
    ]);
  });
});

describe("Kahoot's spreadsheet", () => {
  const kahootHeader = [
    '',
    'Question - max 120 characters',
    'Answer 1 - max 75 characters',
    'Answer 2 - max 75 characters',
    'Answer 3 - max 75 characters',
    'Answer 4 - max 75 characters',
    'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
    'Correct answer(s) - choose at least one',
  ];
  const intro = [
    ['Quiz template'],
    ['Add questions, at least two answer alternatives, time limit and choose correct answers'],
    [],
    [],
    [],
    [],
    [],
  ];

  it('imports as it is: heading on row 8, time limits, one language the manager picks', async () => {
    const file = await xlsx([
      ...intro,
      kahootHeader,
      [1, 'Capitale du Canada ?', 'Toronto', 'Ottawa', 'Montréal', 'Vancouver', 20, 2],
      [2, 'Vrai ou faux ?', 'Vrai', 'Faux', '', '', 5, 1],
      [3, 'Deux bonnes réponses', 'A', 'B', 'C', 'D', 10, '1,3'],
      [4, 'Trois réponses', 'A', 'B', 'C', '', 240, 1],
    ]);
    const preview = expectOk(await importFile(t.app, token, quizId, file, 'kahoot.xlsx', '?language=fr_FR'));
    expect(preview.format).toBe('kahoot');
    const [ottawa, trueFalse, several, three] = preview.rows;
    expect(ottawa).toEqual({
      row: 9,
      problems: [],
      question: {
        type: 'multiple_text_choice_4',
        correctAnswer: 2,
        timeLimit: 20,
        texts: { fr_FR: { question: 'Capitale du Canada ?', answers: ['Toronto', 'Ottawa', 'Montréal', 'Vancouver'] } },
      },
    });
    expect(trueFalse.question).toMatchObject({ type: 'multiple_text_choice_2', correctAnswer: 1, timeLimit: 5 });
    // Several correct answers are a question with several right answers (issue 20).
    expect(several).toEqual({
      row: 11,
      problems: [],
      question: {
        type: 'multiple_select',
        correctAnswers: [1, 3],
        timeLimit: 10,
        texts: { fr_FR: { question: 'Deux bonnes réponses', answers: ['A', 'B', 'C', 'D'] } },
      },
    });
    expect(three.problems).toEqual(['row 12: 3 answers given; a question takes answers 1 and 2, or all of 1 to 4']);
  });
});

describe('Open Trivia DB', () => {
  const response = {
    response_code: 0,
    results: [
      {
        type: 'multiple',
        difficulty: 'easy',
        category: 'Science',
        question: 'What is &quot;H2O&quot;? It&#039;s &eacute;asy',
        correct_answer: 'Water',
        incorrect_answers: ['Salt', 'Sand', 'Gold &amp; Silver'],
      },
      {
        type: 'boolean',
        difficulty: 'easy',
        category: 'Art',
        question: 'The Mona Lisa is in Paris.',
        correct_answer: 'True',
        incorrect_answers: ['False'],
      },
      { type: 'boolean', question: 'Cats bark.', correct_answer: 'False', incorrect_answers: ['True'] },
    ],
  };

  it('decodes the entities, places the right answer the same way every time, and makes True/False of a boolean', async () => {
    const file = Buffer.from(JSON.stringify(response));
    const first = expectOk(await importFile(t.app, token, quizId, file, 'trivia.json'));
    const again = expectOk(await importFile(t.app, token, quizId, file, 'trivia.json'));
    expect(again).toEqual(first);
    expect(first.format).toBe('opentdb');
    const [multiple, yes, no] = first.rows.map((r: any) => r.question);
    expect(multiple.texts.en_US.question).toBe('What is "H2O"? It\'s éasy');
    expect(multiple.texts.en_US.answers).toHaveLength(4);
    expect(multiple.texts.en_US.answers[multiple.correctAnswer - 1]).toBe('Water');
    expect(multiple.texts.en_US.answers).toContain('Gold & Silver');
    expect(yes).toEqual({
      type: 'multiple_text_choice_2',
      correctAnswer: 1,
      texts: { en_US: { question: 'The Mona Lisa is in Paris.', answers: ['True', 'False'] } },
    });
    expect(no.correctAnswer).toBe(2);
  });

  it('refuses a response that holds no questions', async () => {
    const res = await importFile(t.app, token, quizId, Buffer.from('{"response_code":1,"results":[]}'), 'trivia.json');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/response_code 1/);
  });
});

describe('a zip with images', () => {
  it('checks and stores each image as uploads are, and the question names the stored image', async () => {
    const sheet = csv([
      TEMPLATE_HEADER,
      templateRow({ ...capital, image: 'map.png' }),
      templateRow({ ...capital, image: 'missing.png' }),
      templateRow({ ...capital, image: 'fake.png' }),
    ]);
    const file = await zip({
      'quiz/questions.csv': sheet,
      'quiz/images/map.png': png({ width: 3, height: 2 }),
      'quiz/images/fake.png': Buffer.from('<svg onload=alert(1)>'),
    });
    const preview = expectOk(await importFile(t.app, token, quizId, file, 'quiz.zip'));
    const [map, missing, fake] = preview.rows;
    expect(map.question.imageUrl).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(preview.images).toEqual([map.question.imageUrl]);
    const image = await download(t.app, undefined, `/upload/${map.question.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.bytes).toEqual(png({ width: 3, height: 2 }));
    expect(missing.problems).toEqual(['row 3: image "missing.png" is not in a zip: import a zip of the spreadsheet and its images']);
    expect(fake.question).toBeNull();
    expect(fake.problems[0]).toMatch(/^row 4: image fake.png: Only PNG, JPEG/);
  });
});

describe('export', () => {
  const quiz = (imageUrl?: string): Question[] => [
    { ...capitalQuestion, ...(imageUrl ? { imageUrl } : {}) },
    {
      type: 'free_text_input',
      timeLimit: 45,
      pointsMultiplier: 2,
      texts: { en_US: { question: '=1+1 is?', answer: '2' }, fr_FR: { question: '=1+1 fait ?', answer: '2' } },
    },
    {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      pointsMultiplier: 0,
      texts: { fr_FR: { question: 'Seulement en français', answers: ['Oui', 'Non'] } },
    },
    {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: {
        en_US: { question: 'Written as true/false', answers: ['True', 'False'], explanation: 'Why, in English.' },
        fr_FR: { question: 'Écrite vrai/faux', answers: ['Vrai', 'Faux'], explanation: 'Pourquoi, en français.' },
      },
    },
    {
      type: 'multiple_text_choice_4',
      correctAnswer: 1,
      imageUrl: 'https://example.com/a.png',
      texts: { en_US: { question: 'Only English, with "quotes"; and commas', answers: ['1', '2', '3', '0.5'] } },
    },
  ];

  it('round trip: the xlsx export imports back to the same questions', async () => {
    const id = await createActivity(t.app, token, 'quiz', 'Round trip');
    const stored = expectOk(
      await importFile(
        t.app,
        token,
        quizId,
        await zip({ 'q.csv': csv([TEMPLATE_HEADER, templateRow({ ...capital, image: 'p.png' })]), 'p.png': png() }),
        'q.zip',
      ),
    );
    const questions = quiz(stored.rows[0].question.imageUrl);
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${id}`, { name: 'Round trip', questions }, token));
    const file = await download(t.app, token, `/activities/quiz/${id}/export.xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Round-trip.xlsx"');
    const preview = expectOk(await importFile(t.app, token, id, file.bytes, 'Round-trip.xlsx'));
    expect(preview.rows.map((r: any) => r.question)).toEqual(questions);
  });

  it('the zip export carries the images, and imports back with copies of them', async () => {
    const id = await createActivity(t.app, token, 'quiz', "Zippé d'été");
    const stored = expectOk(
      await importFile(
        t.app,
        token,
        quizId,
        await zip({ 'q.csv': csv([TEMPLATE_HEADER, templateRow({ ...capital, image: 'p.png' })]), 'p.png': png({ grey: 7 }) }),
        'q.zip',
      ),
    );
    const questions = quiz(stored.rows[0].question.imageUrl);
    expectOk(await call(t.app, 'PUT', `/activities/quiz/${id}`, { name: "Zippé d'été", questions }, token));
    const file = await download(t.app, token, `/activities/quiz/${id}/export.zip`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Zippe-d-ete.zip"');
    const preview = expectOk(await importFile(t.app, token, id, file.bytes, 'Zipped.zip'));
    const back = preview.rows.map((r: any) => r.question);
    expect(back[0].imageUrl).not.toBe(questions[0]!.imageUrl);
    expect((await download(t.app, undefined, `/upload/${back[0].imageUrl}`)).bytes).toEqual(png({ grey: 7 }));
    expect(back.map((q: Question, i: number) => (i === 0 ? { ...q, imageUrl: questions[0]!.imageUrl } : q))).toEqual(questions);
  });
});

describe('owners only', () => {
  it("another manager's quiz is 404 for import and export; no token is 401", async () => {
    const other = (await signUpAndIn(t.app)).token;
    const file = csv([TEMPLATE_HEADER, templateRow(capital)]);
    expect((await importFile(t.app, other, quizId, file, 'q.csv')).status).toBe(404);
    expect((await download(t.app, other, `/activities/quiz/${quizId}/export.xlsx`)).status).toBe(404);
    expect((await download(t.app, other, `/activities/quiz/${quizId}/export.zip`)).status).toBe(404);
    expect((await importFile(t.app, undefined, quizId, file, 'q.csv')).status).toBe(401);
    expect((await download(t.app, undefined, '/activities/quiz/template.xlsx')).status).toBe(401);
  });
});
