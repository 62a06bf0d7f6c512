// QuizFest's own spreadsheet (template-columns.ts), xlsx or csv: each row becomes a question in
// both languages, and each problem is named with the row it is on.
import {
  hasOwnOptionCount,
  hasRightAnswer,
  isMultipleSelect,
  isOrdering,
  isNumeric,
  isPoll,
  isSlide,
  LIMITS,
  OPTION_COUNT,
  POINTS_MULTIPLIERS,
  OPTION_RANGE,
  ORDER_RANGE,
  parseEstimate,
  type QuestionType,
  type QuizLanguage,
  TRUE_FALSE_ANSWERS,
} from '@quizfest/shared';
import { timeSlices } from '../../admin/time-slices.js';
import { finishRow, type PreviewRow, RowProblems, wholeNumber } from './question-draft.js';
import type { TextRows } from './read-table.js';
import {
  ANSWER_COLUMNS,
  COLUMN_LANGUAGES,
  headingKey,
  isTrueFalseWord,
  type TemplateColumn,
  TRUE_FALSE_WORD,
  truthFromWord,
  TYPE_WORDS,
  typeFromWord,
} from './template-columns.js';

/** Resolves an image cell (a file name in the zip, an uploaded name or a URL) to the reference to save. */
export type ImageResolver = (cell: string, problems: RowProblems) => string | undefined;

export const isTemplateHeader = (row: string[] | undefined) =>
  !!row && row.some((c) => headingKey(c) === 'type') && row.some((c) => headingKey(c) === 'question_en' || headingKey(c) === 'question_fr');

export async function templateRows(rows: TextRows, resolveImage: ImageResolver): Promise<PreviewRow[]> {
  const header = rows[0] ?? [];
  const index = new Map<string, number>();
  header.forEach((cell, i) => {
    const key = headingKey(cell);
    if (key && !index.has(key)) index.set(key, i);
  });
  const pause = timeSlices();
  const out: PreviewRow[] = [];
  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r]!;
    if (cells.every((c) => c.trim() === '')) continue;
    const cell = (column: TemplateColumn | string) => {
      const i = index.get(column);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    out.push(templateRow(r + 1, cell, resolveImage));
    await pause();
  }
  return out;
}

function templateRow(rowNumber: number, cell: (column: string) => string, resolveImage: ImageResolver): PreviewRow {
  const problems = new RowProblems(rowNumber);
  problems.label = cell('question_en') || cell('question_fr');
  const typeCell = cell('type');
  const trueFalse = isTrueFalseWord(typeCell);
  const type = trueFalse ? 'multiple_text_choice_2' : typeFromWord(typeCell);
  if (!type) {
    const words = [...Object.values(TYPE_WORDS), TRUE_FALSE_WORD].join(', ');
    problems.add(typeCell ? `type "${typeCell}" is not one of ${words}` : `type is empty (one of ${words})`);
    return finishRow(problems, {});
  }
  if (isSlide(type)) return slideRow(problems, cell, resolveImage);
  const options = hasOwnOptionCount(type) ? ownOptionCount(type, cell, problems) : OPTION_COUNT[type];
  const texts: Partial<
    Record<QuizLanguage, { question: string; answers?: string[]; answer?: string; explanation?: string; unit?: string }>
  > = {};
  for (const [suffix, lang] of Object.entries(COLUMN_LANGUAGES)) {
    const question = cell(`question_${suffix}`);
    let answers = ANSWER_COLUMNS.map((n) => cell(`answer_${n}_${suffix}`));
    if (trueFalse && question && answers.every((a) => !a)) answers = [...TRUE_FALSE_ANSWERS[lang]];
    const answer = cell(`text_answer_${suffix}`);
    const explanation = cell(`explanation_${suffix}`);
    const unit = cell(`unit_${suffix}`);
    if (!question && answers.every((a) => !a) && !answer && !explanation && !unit) continue; // the quiz is not in this language
    if (!question) problems.add(`question_${suffix} is empty`);
    if (unit && !isNumeric(type)) problems.add(`unit_${suffix} is for numeric questions`);
    if (unit.length > LIMITS.unitMax) problems.add(`unit_${suffix} is longer than ${LIMITS.unitMax} characters`);
    if (question.length > LIMITS.questionTextMax) problems.add(`question_${suffix} is longer than ${LIMITS.questionTextMax} characters`);
    if (explanation.length > LIMITS.explanationMax)
      problems.add(`explanation_${suffix} is longer than ${LIMITS.explanationMax} characters`);
    texts[lang] = {
      question,
      ...(isNumeric(type)
        ? numericTexts(answers, answer, suffix, problems)
        : choiceTexts(type, options, answers, answer, suffix, problems)),
      ...(explanation ? { explanation } : {}),
      ...(unit && isNumeric(type) ? { unit } : {}),
    };
  }
  if (Object.keys(texts).length === 0) problems.add('the question is empty in both languages');

  const draft: Record<string, unknown> = { type, texts };
  const correct = cell('correct_answer');
  if (!hasRightAnswer(type)) {
    if (correct) problems.add('correct_answer is for scored questions; a poll has no right answer');
  } else if (isNumeric(type)) {
    Object.assign(draft, estimateCells(correct, cell('tolerance'), problems));
  } else if (isMultipleSelect(type)) {
    const right = rightOptions(correct, options, problems);
    if (right) draft.correctAnswers = right;
  } else if (isOrdering(type)) {
    // Its answers are written in the right order: there is nothing to name.
    if (correct) problems.add('correct_answer is not for an order question: write answer_1, answer_2… in the right order');
  } else if (options > 0) {
    const n = (trueFalse ? truthFromWord(correct) : undefined) ?? wholeNumber(correct);
    if (!correct) problems.add(`correct_answer is empty (an answer number from 1 to ${options})`);
    else if (n === undefined || n < 1) problems.add(`correct answer "${correct}" is not an answer number from 1 to ${options}`);
    else if (n > options) problems.add(`correct answer ${n} but only ${options} answers`);
    else draft.correctAnswer = n;
  } else if (correct) {
    problems.add('correct_answer is for choice questions; a free text question takes text_answer_en / text_answer_fr');
  }

  if (!isNumeric(type) && cell('tolerance')) problems.add('tolerance is for numeric questions');

  const timeCell = cell('time_limit');
  if (timeCell) {
    const seconds = wholeNumber(timeCell);
    if (seconds === undefined) problems.add(`time_limit "${timeCell}" is not a whole number of seconds`);
    else if (seconds < LIMITS.questionTimeLimitMin || seconds > LIMITS.questionTimeLimitMax) {
      problems.add(`time_limit ${seconds} must be from ${LIMITS.questionTimeLimitMin} to ${LIMITS.questionTimeLimitMax} seconds`);
    } else draft.timeLimit = seconds;
  }

  // ×0, ×1 or ×2, written as a number ('2') or as the editor says it ('x2', '×2').
  const pointsCell = cell('points');
  if (pointsCell && !hasRightAnswer(type)) problems.add('points are for scored questions; a poll scores no one');
  else if (pointsCell) {
    const n = wholeNumber(pointsCell.replace(/^[x×]\s*/i, ''));
    if (n === undefined || !(POINTS_MULTIPLIERS as readonly number[]).includes(n)) problems.add(`points "${pointsCell}" must be 0, 1 or 2`);
    else if (n !== 1) draft.pointsMultiplier = n;
  }

  const imageCell = cell('image');
  if (imageCell) {
    const image = resolveImage(imageCell, problems);
    if (image) draft.imageUrl = image;
  }
  return finishRow(problems, draft);
}

/** A slide's row: its text in each language and its image; any answer, time or points is out of place. */
function slideRow(problems: RowProblems, cell: (column: string) => string, resolveImage: ImageResolver): PreviewRow {
  const texts: Partial<Record<QuizLanguage, { question: string }>> = {};
  for (const [suffix, lang] of Object.entries(COLUMN_LANGUAGES)) {
    const question = cell(`question_${suffix}`);
    if (question.length > LIMITS.questionTextMax) problems.add(`question_${suffix} is longer than ${LIMITS.questionTextMax} characters`);
    if (question) texts[lang] = { question };
    const extra = [
      ...ANSWER_COLUMNS.map((n) => `answer_${n}_${suffix}`),
      `text_answer_${suffix}`,
      `explanation_${suffix}`,
      `unit_${suffix}`,
    ];
    for (const column of extra) if (cell(column)) problems.add(`${column} is not for a slide: it has nothing to answer`);
  }
  for (const column of ['correct_answer', 'tolerance', 'time_limit', 'points'])
    if (cell(column)) problems.add(`${column} is not for a slide: it has nothing to answer`);
  const draft: Record<string, unknown> = { type: 'slide', texts };
  const imageCell = cell('image');
  if (imageCell) {
    const image = resolveImage(imageCell, problems);
    if (image) draft.imageUrl = image;
  }
  if (Object.keys(texts).length === 0 && !draft.imageUrl) problems.add('the slide is empty: give it a text or an image');
  return finishRow(problems, draft);
}

/**
 * A poll, several right answers or an order question has as many options as its longest language gives, counting to
 * the last one filled: from OPTION_RANGE.min to max. A gap or a language with fewer is named by
 * choiceTexts as an empty answer.
 */
function ownOptionCount(type: QuestionType, cell: (column: string) => string, problems: RowProblems): number {
  let count = 0;
  for (const suffix of Object.keys(COLUMN_LANGUAGES)) {
    ANSWER_COLUMNS.forEach((n) => {
      if (cell(`answer_${n}_${suffix}`)) count = Math.max(count, n);
    });
  }
  const range = isOrdering(type) ? ORDER_RANGE : OPTION_RANGE;
  if (count < range.min) {
    const kind = isPoll(type) ? 'a poll' : isOrdering(type) ? 'an order question' : 'a several right question';
    problems.add(`${kind} needs from ${range.min} to ${range.max} answers (answer_1 to answer_${range.max})`);
  }
  return count;
}

function choiceTexts(type: QuestionType, options: number, answers: string[], answer: string, suffix: string, problems: RowProblems) {
  if (options === 0) {
    if (answers.some((a) => a))
      problems.add(
        `answer_1..${ANSWER_COLUMNS.length}_${suffix} are for choice questions; a free text question takes text_answer_${suffix}`,
      );
    return answer ? { answer } : {};
  }
  if (answer)
    problems.add(`text_answer_${suffix} is for free text questions; a ${TYPE_WORDS[type]} question takes answer_1..${options}_${suffix}`);
  const extra = answers.slice(options).findIndex((a) => a);
  if (extra >= 0) problems.add(`answer ${options + extra + 1} (${suffix}) given but a ${TYPE_WORDS[type]} question has ${options} answers`);
  const used = answers.slice(0, options);
  used.forEach((a, i) => {
    if (!a) problems.add(`answer ${i + 1} (${suffix}) is empty`);
  });
  return { answers: used };
}

/** A numeric row types its answer: it has no options nor text answer, and its value is in correct_answer. */
function numericTexts(answers: string[], answer: string, suffix: string, problems: RowProblems) {
  if (answers.some((a) => a) || answer)
    problems.add(
      `answer_1..${ANSWER_COLUMNS.length}_${suffix} and text_answer_${suffix} are not for a numeric question: its value is in correct_answer`,
    );
  return {};
}

/** A numeric row's value (correct_answer, required) and tolerance (optional, 0 or more), as players would write them. */
function estimateCells(correct: string, toleranceCell: string, problems: RowProblems): { correctValue?: number; tolerance?: number } {
  const out: { correctValue?: number; tolerance?: number } = {};
  if (!correct) problems.add('correct_answer is empty (the right number)');
  else {
    const value = parseEstimate(correct);
    if (value === null) problems.add(`correct answer "${correct}" is not a number`);
    else out.correctValue = value;
  }
  if (toleranceCell) {
    const tolerance = parseEstimate(toleranceCell.replace(/^(±|\+\/?-)\s*/, ''));
    if (tolerance === null || tolerance < 0) problems.add(`tolerance "${toleranceCell}" is not a number of 0 or more`);
    else if (tolerance > 0) out.tolerance = tolerance;
  }
  return out;
}

/** The right options of a several-right row: '1,3', '1; 3' or '1 3', each an answer number given once. */
function rightOptions(cell: string, options: number, problems: RowProblems): number[] | undefined {
  if (!cell) {
    problems.add(`correct_answer is empty (the right answer numbers, as 1,3)`);
    return undefined;
  }
  const parts = cell.split(/[\s,;]+/).filter(Boolean);
  const numbers = parts.map((part) => wholeNumber(part));
  if (numbers.some((n) => n === undefined || n < 1)) {
    problems.add(`correct answer "${cell}" is not a list of answer numbers from 1 to ${options}, as 1,3`);
    return undefined;
  }
  const right = [...new Set(numbers as number[])].sort((a, b) => a - b);
  const past = right.find((n) => n > options);
  if (past !== undefined) {
    problems.add(`correct answer ${past} but only ${options} answers`);
    return undefined;
  }
  return right;
}
