import type { QuizLanguage } from '@quizfest/shared';

/** The panes' heading (docs/PRODUCT-RULES.md#activities): side by side they translate, unless both show one language. */
export function paneHeading(left: QuizLanguage, right: QuizLanguage): string {
  return left === right ? 'Questions (Same Language)' : 'Translation';
}
