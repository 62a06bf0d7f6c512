// The correct answer of a question, as the host sees it before the reveal and everyone after it.
import { OPTION_COUNT, type Question, type QuizLanguage } from '@quizfest/shared';

export function acceptedTextsByLanguage(q: Question): Partial<Record<QuizLanguage, string>> {
  const out: Partial<Record<QuizLanguage, string>> = {};
  for (const [lang, t] of Object.entries(q.texts)) if (t?.answer?.trim()) out[lang as QuizLanguage] = t.answer.trim();
  return out;
}

export function answerKey(q: Question) {
  const choice = OPTION_COUNT[q.type] > 0;
  return { correctAnswer: choice ? (q.correctAnswer ?? null) : null, correctTexts: choice ? {} : acceptedTextsByLanguage(q) };
}
