// How the room voted on a poll, on a phone: each option with its votes and its share of them, my
// own vote marked in words (not by a tick, which would read as 'right'). A list of plain CSS bars,
// no chart: six rows need no axes, and the phone's download stays as it is.
import { Box, Group, Stack, Text } from '../../../components/phoneKit';
import type { LiveQuestion, LiveReveal, QuizLanguage } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { optionStyle } from '../../../lib/live/optionStyle';
import { inLanguage } from '../language';
import { OptionShapeTile } from './OptionShape';

type Props = {
  question: LiveQuestion;
  reveal: LiveReveal;
  language: QuizLanguage;
  /** The option I voted for (1-based), if I voted. */
  myVote: number | null;
};

export function PollResults({ question, reveal, language, myVote }: Props) {
  const { t, i18n } = useTranslation();
  const heading = t('reveal.roomVotes');
  const answers = inLanguage(question.texts, language)?.answers ?? [];
  const total = reveal.distribution.reduce((sum, votes) => sum + votes, 0);
  return (
    <Stack gap={6}>
      <Text c="dimmed" size="sm" ta="center">
        {heading}
      </Text>
      <Stack component="ul" aria-label={heading} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {Array.from({ length: question.optionCount }, (_, index) => {
          const option = index + 1;
          const style = optionStyle(index);
          const votes = reveal.distribution[index] ?? 0;
          const share = total > 0 ? votes / total : 0;
          const mine = myVote === option;
          return (
            <Box
              component="li"
              key={option}
              data-mine={mine || undefined}
              p={6}
              style={{ borderRadius: 10, outline: mine ? `3px solid ${style.color}` : undefined }}
            >
              <Group gap="sm" wrap="nowrap">
                <OptionShapeTile option={style} size={32} />
                <Text fw={700} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {answers[index] ?? t('question.option', { number: option })}
                  {mine && (
                    <Text span fw={800} size="sm">
                      {` · ${t('reveal.yourVote')}`}
                    </Text>
                  )}
                </Text>
                <Text fw={600} size="sm" style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                  {t('reveal.optionVotes', { count: votes, percent: formatPercent(share, i18n.language) })}
                </Text>
              </Group>
              {/* The share as a bar: the numbers beside it already say it to a screen reader. */}
              <Box aria-hidden mt={4} h={6} style={{ borderRadius: 3, background: 'var(--mantine-color-default-border)' }}>
                <Box data-part="bar" h="100%" w={`${share * 100}%`} style={{ borderRadius: 3, background: style.color }} />
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** A share as the page's language writes it ('40%', '40 %'), rounded to a whole number. */
function formatPercent(share: number, language: string): string {
  const locale = language.startsWith('fr') ? 'fr-FR' : 'en-US';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
