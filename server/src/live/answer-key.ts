// The correct answer of a question, as the host sees it before the reveal and everyone after it.
import { hasOptions, isMultipleSelect, isNumeric, isOrdering, type Question, type QuizLanguage } from '@quizfest/shared';

export function acceptedTextsByLanguage(q: Question): Partial<Record<QuizLanguage, string>> {
  const out: Partial<Record<QuizLanguage, string>> = {};
  for (const [lang, t] of Object.entries(q.texts)) if (t?.answer?.trim()) out[lang as QuizLanguage] = t.answer.trim();
  return out;
}

export type AnswerKey = {
  correctAnswer: number | null;
  correctTexts: Partial<Record<QuizLanguage, string>>;
  correctAnswers?: number[];
  estimate?: { value: number; tolerance: number };
};

export function answerKey(q: Question): AnswerKey {
  // A poll has options and no right one: its key is empty, as its reveal marks no option.
  const choice = hasOptions(q.type);
  const key = { correctAnswer: choice ? (q.correctAnswer ?? null) : null, correctTexts: choice ? {} : acceptedTextsByLanguage(q) };
  // Several right answers name each right option, an estimate its value; the other kinds leave the
  // fields out of every frame.
  if (isNumeric(q.type)) return { ...key, estimate: { value: q.correctValue ?? 0, tolerance: q.tolerance ?? 0 } };
  // Put in order: the right order as the running question shows its items (engine/ordering.ts), kept as it is.
  if (isOrdering(q.type)) return { ...key, correctAnswers: [...(q.correctAnswers ?? [])] };
  return isMultipleSelect(q.type) ? { ...key, correctAnswers: [...(q.correctAnswers ?? [])].sort((a, b) => a - b) } : key;
}
