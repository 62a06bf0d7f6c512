import type { QuizLanguage } from '@quizfest/shared';
import type { TFunction } from 'i18next';

/** The panes' heading (docs/PRODUCT-RULES.md#activities): side by side they translate, unless both show one language. */
export function paneHeading(t: TFunction<'manage'>, left: QuizLanguage, right: QuizLanguage): string {
  return left === right ? t('quiz.sameLanguage') : t('quiz.translation');
}
