// A quiz written out as QuizFest's spreadsheet (template-columns.ts), alone or zipped with its
// uploaded images: importing either gives the same questions back. Cells are written as text,
// never as formulas, so a question starting with '=' stays the question.
import { Readable } from 'node:stream';
import { hasRightAnswer, isTrueFalse, type Question, selectionText } from '@quizfest/shared';
import writeXlsxFile from 'write-excel-file/node';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.js';
import { existingImages, loadImage } from '../../uploads/service.js';
import {
  ANSWER_COLUMNS,
  COLUMN_LANGUAGES,
  TEMPLATE_COLUMNS,
  TEMPLATE_SHEET,
  type TemplateColumn,
  TRUE_FALSE_WORD,
  TYPE_WORDS,
} from './template-columns.js';

const EXAMPLES: Question[] = [
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 3,
    timeLimit: 20,
    texts: {
      en_US: { question: 'What is the capital of Australia?', answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
      fr_FR: { question: "Quelle est la capitale de l'Australie ?", answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
    },
  },
  {
    type: 'multiple_text_choice_2',
    correctAnswer: 2,
    texts: {
      en_US: {
        question: 'Sound travels through space.',
        answers: ['True', 'False'],
        explanation: 'Sound needs air, water or another medium to travel; space is almost empty.',
      },
      fr_FR: {
        question: "Le son se propage dans l'espace.",
        answers: ['Vrai', 'Faux'],
        explanation: "Le son a besoin d'air, d'eau ou d'un autre milieu ; l'espace est presque vide.",
      },
    },
  },
  {
    type: 'free_text_input',
    pointsMultiplier: 2,
    texts: {
      en_US: { question: 'Which planet is called the Red Planet?', answer: 'Mars' },
      fr_FR: { question: 'Quelle planète appelle-t-on la planète rouge ?', answer: 'Mars' },
    },
  },
  {
    type: 'multiple_select',
    correctAnswers: [1, 3],
    texts: {
      en_US: { question: 'Which of these are planets?', answers: ['Mars', 'The Moon', 'Venus', 'The Sun'] },
      fr_FR: { question: 'Lesquels sont des planètes ?', answers: ['Mars', 'La Lune', 'Vénus', 'Le Soleil'] },
    },
  },
  {
    type: 'numeric_estimate',
    correctValue: 1969,
    tolerance: 2,
    texts: {
      en_US: { question: 'In which year did people first walk on the Moon?' },
      fr_FR: { question: 'En quelle année a-t-on marché sur la Lune pour la première fois ?' },
    },
  },
  {
    type: 'numeric_estimate',
    correctValue: 8849,
    tolerance: 100,
    texts: {
      en_US: { question: 'How high is Mount Everest?', unit: 'm' },
      fr_FR: { question: "Quelle est l'altitude de l'Everest ?", unit: 'm' },
    },
  },
  {
    type: 'ordering',
    texts: {
      en_US: { question: 'From the Sun outwards: put these planets in order', answers: ['Mercury', 'Venus', 'Earth', 'Mars'] },
      fr_FR: { question: 'En partant du Soleil : remettez ces planètes dans l’ordre', answers: ['Mercure', 'Vénus', 'Terre', 'Mars'] },
    },
  },
  {
    type: 'slide',
    texts: {
      en_US: { question: 'Round 2: music\nPhones ready!' },
      fr_FR: { question: 'Manche 2 : la musique\nTéléphones prêts !' },
    },
  },
  {
    type: 'poll',
    texts: {
      en_US: { question: 'Which round should come next?', answers: ['Music', 'Film', 'Sport', 'History', 'Science'] },
      fr_FR: { question: 'Quelle manche voulez-vous ensuite ?', answers: ['Musique', 'Cinéma', 'Sport', 'Histoire', 'Sciences'] },
    },
  },
];

function questionCells(q: Question): Record<TemplateColumn, string | number | null> {
  const row = Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c, null])) as Record<TemplateColumn, string | number | null>;
  row.type = isTrueFalse(q) ? TRUE_FALSE_WORD : TYPE_WORDS[q.type];
  for (const [suffix, lang] of Object.entries(COLUMN_LANGUAGES)) {
    const t = q.texts[lang];
    if (!t) continue;
    row[`question_${suffix}` as TemplateColumn] = t.question;
    for (const n of ANSWER_COLUMNS) row[`answer_${n}_${suffix}` as TemplateColumn] = t.answers?.[n - 1] ?? null;
    row[`text_answer_${suffix}` as TemplateColumn] = t.answer ?? null;
    row[`explanation_${suffix}` as TemplateColumn] = t.explanation || null;
    row[`unit_${suffix}` as TemplateColumn] = t.unit || null;
  }
  // Several right answers are written as the import reads them: '1,3'.
  row.correct_answer = q.correctAnswers ? selectionText(q.correctAnswers) : (q.correctAnswer ?? q.correctValue ?? null);
  row.tolerance = q.tolerance || null;
  row.image = q.imageUrl || null;
  row.time_limit = q.timeLimit ?? null;
  // A poll scores no one: a multiplier saved on it means nothing, and the import would name it.
  row.points = hasRightAnswer(q.type) ? (q.pointsMultiplier ?? null) : null;
  return row;
}

/** The quiz's questions as an xlsx; with no questions, the empty template with an example of each kind. */
export async function quizXlsx(questions: Question[] | undefined): Promise<Buffer> {
  const rows = (questions ?? EXAMPLES).map(questionCells);
  const header = TEMPLATE_COLUMNS.map((c) => ({ value: c, fontWeight: 'bold' as const }));
  const data = [
    header,
    ...rows.map((r) =>
      TEMPLATE_COLUMNS.map((c) => (r[c] === null ? null : { value: r[c], type: typeof r[c] === 'number' ? Number : String })),
    ),
  ];
  return writeXlsxFile(data as never, { sheet: TEMPLATE_SHEET, stickyRowsCount: 1 }).toBuffer();
}

/**
 * The xlsx and every uploaded image the questions name, under the name the xlsx gives it, as a
 * stream. Each image is read from the database only when the zip reaches it: a quiz of 500
 * questions may name 500 images of up to 10 MB, which held in memory at once would be 5 GB.
 */
export async function quizZip(db: Db, questions: Question[], name: string): Promise<Readable> {
  const zip = new ZipFile();
  zip.addBuffer(await quizXlsx(questions), `${name}.xlsx`);
  const named = [...new Set(questions.map((q) => q.imageUrl).filter((ref): ref is string => Boolean(ref) && !/^https?:/i.test(ref!)))];
  // Images that are not uploads here (gone, or never were) are left out, as the quiz still names them.
  const stored = await existingImages(db, named);
  for (const ref of named.filter((r) => stored.has(r))) {
    zip.addReadStreamLazy(`images/${ref}`, { compress: false }, (done) => {
      loadImage(db, ref).then(
        (image) => done(null, Readable.from(image ? [image.bytes] : [])),
        (error: Error) => done(error, null as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** A file name for the download, from the quiz's name (letters, digits, - and _ only). */
export const downloadName = (quizName: string) =>
  quizName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // 'été' → 'ete', not 'e-te-'
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'quiz';
