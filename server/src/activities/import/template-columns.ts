// The columns of QuizFest's quiz spreadsheet (issue 21): one row a question, both languages side by
// side. New question kinds (issue 20) add `type` values and columns; a file written before them
// still reads, since columns are found by their heading, not their place, and missing ones are empty.
import type { QuestionType, QuizLanguage } from '@quizfest/shared';

export const TEMPLATE_SHEET = 'Questions';

/** Language of each `_en` / `_fr` column. */
export const COLUMN_LANGUAGES: Record<'en' | 'fr', QuizLanguage> = { en: 'en_US', fr: 'fr_FR' };

/** Up to six options: a poll may have six; the choice kinds use the first two or four. */
export const ANSWER_COLUMNS = [1, 2, 3, 4, 5, 6] as const;

export const TEMPLATE_COLUMNS = [
  'type',
  'question_en',
  'question_fr',
  ...ANSWER_COLUMNS.flatMap((n) => [`answer_${n}_en`, `answer_${n}_fr`]),
  'correct_answer',
  'text_answer_en',
  'text_answer_fr',
  'explanation_en',
  'explanation_fr',
  'image',
  'time_limit',
  'points',
  // A numeric estimate's (its value is in correct_answer): last, so the earlier columns keep their places.
  'tolerance',
  'unit_en',
  'unit_fr',
] as const;

export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/**
 * The readable `type` values, as the export writes them; the internal names are read too. A
 * later kind gets its own word here (e.g. 'numeric', 'poll') without changing the others.
 */
export const TYPE_WORDS: Record<QuestionType, string> = {
  multiple_text_choice_2: '2 choices',
  multiple_text_choice_4: '4 choices',
  free_text_input: 'free text',
  poll: 'poll',
  multiple_select: 'several right',
  numeric_estimate: 'numeric',
  slide: 'slide',
  ordering: 'order',
};
/** Other words a manager may write for a kind: the French ones, and the kind said in full. */
const OTHER_WORDS: Record<string, QuestionType> = {
  sondage: 'poll',
  'texte libre': 'free_text_input',
  'several right answers': 'multiple_select',
  'plusieurs bonnes reponses': 'multiple_select',
  'plusieurs bonnes réponses': 'multiple_select',
  estimate: 'numeric_estimate',
  'numeric estimate': 'numeric_estimate',
  estimation: 'numeric_estimate',
  'estimation numerique': 'numeric_estimate',
  'estimation numérique': 'numeric_estimate',
  nombre: 'numeric_estimate',
  diapositive: 'slide',
  diapo: 'slide',
  'put in order': 'ordering',
  ordre: 'ordering',
  'remettre dans l ordre': 'ordering',
  "remettre dans l'ordre": 'ordering',
};

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * The true / false preset's `type` word (issue 20): a two-choice row whose empty answers take the
 * preset's labels in each language it has, and whose correct_answer may say true or false.
 */
export const TRUE_FALSE_WORD = 'true/false';
const TRUE_FALSE_WORDS = new Set(['true/false', 'true false', 'true or false', 'vrai/faux', 'vrai faux', 'vrai ou faux']);
export const isTrueFalseWord = (word: string) => TRUE_FALSE_WORDS.has(normalise(word).replace(/\s*\/\s*/g, '/'));

/** A true / false row's correct answer said in words: 1 for true, 2 for false, in either language. */
export function truthFromWord(word: string): 1 | 2 | undefined {
  const w = normalise(word);
  if (w === 'true' || w === 'vrai') return 1;
  if (w === 'false' || w === 'faux') return 2;
  return undefined;
}

export function typeFromWord(word: string): QuestionType | undefined {
  const wanted = normalise(word);
  for (const [type, readable] of Object.entries(TYPE_WORDS) as [QuestionType, string][]) {
    if (wanted === normalise(readable) || wanted === normalise(type)) return type;
  }
  return OTHER_WORDS[wanted];
}

/** The header cell's column name: headings compare without case, spaces or underscores mattering. */
export const headingKey = (cell: string) => normalise(cell).replace(/ /g, '_');
