// The reveal of several right answers on a phone: every right option, each I ticked marked in words,
// then any I ticked that was not right. Both lists together say why a partly right answer scored
// what it did (a right tick earns, a wrong one costs).
import { Stack, Text } from '../../../components/phoneKit';
import type { LiveQuestion, LiveReveal, QuizLanguage } from '@quizfest/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { rightOptions } from '../../../lib/live/rightOptions';
import { inLanguage } from '../language';
import { OptionChip } from './OptionChip';

type Props = {
  question: LiveQuestion;
  reveal: LiveReveal;
  language: QuizLanguage;
  /** The options I ticked (1-based); none when I did not answer. */
  ticked: readonly number[];
};

export function RightOptions({ question, reveal, language, ticked }: Props) {
  const { t } = useTranslation();
  const answers = inLanguage(question.texts, language)?.answers ?? [];
  const right = rightOptions(reveal);
  const wrongTicks = ticked.filter((option) => !right.includes(option));
  const text = (option: number) => answers[option - 1] ?? t('question.option', { number: option });
  return (
    <Stack gap="sm" align="center">
      <OptionList label={t('reveal.rightAnswers')}>
        {right.map((option) => {
          const mine = ticked.includes(option);
          return (
            <li key={option} data-mine={mine || undefined}>
              <OptionChip index={option - 1} text={text(option)} note={mine ? t('reveal.youTicked') : undefined} />
            </li>
          );
        })}
      </OptionList>
      {wrongTicks.length > 0 && (
        <OptionList label={t('reveal.alsoTicked')}>
          {wrongTicks.map((option) => (
            <li key={option}>
              <OptionChip index={option - 1} text={text(option)} />
            </li>
          ))}
        </OptionList>
      )}
    </Stack>
  );
}

/** A list of option chips under a small heading that also names the list for screen readers. */
function OptionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6} align="center">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Stack component="ul" aria-label={label} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}
