// The reveal of a numeric estimate on a phone: the right value (and how far from it still counted),
// my estimate and how far off it was, which together say why it scored as it did, then who came
// closest. Numbers as my language writes them, with the unit in it.
import { Group, Stack, Text } from '../../../components/phoneKit';
import { roundEstimate, type LiveQuestion, type LiveReveal, type QuizLanguage } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { formatEstimate } from '../../../lib/live/estimate';
import { inLanguage } from '../language';

type Props = {
  question: LiveQuestion;
  estimate: NonNullable<LiveReveal['estimate']>;
  language: QuizLanguage;
  /** My answer as the server stored it ('1969.5'), if I answered. */
  mine: string | null;
};

/** A phone shows fewer of the closest than the big screen: three fit above the fold with my score. */
const CLOSEST_SHOWN = 3;

export function EstimateResult({ question, estimate, language, mine }: Props) {
  const { t } = useTranslation();
  const unit = inLanguage(question.texts, language)?.unit;
  const format = (n: number) => formatEstimate(n, language, unit);
  const { value, tolerance } = estimate;
  const answer = format(value) + (tolerance > 0 ? ` (±\u00a0${formatEstimate(tolerance, language)})` : '');
  const off = mine === null ? 0 : roundEstimate(Math.abs(Number(mine) - value));
  const closest = estimate.closest.slice(0, CLOSEST_SHOWN);
  return (
    <Stack gap="sm" align="center" ta="center">
      <Text fw={800} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {t('reveal.theAnswer', { answer })}
      </Text>
      {mine !== null && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('reveal.yourEstimate', { answer: format(Number(mine)) })}
          {off > 0 && ` · ${t('reveal.off', { off: format(off) })}`}
        </Text>
      )}
      {closest.length > 0 && (
        <Stack gap={4} w="100%">
          <Text c="dimmed" size="sm">
            {t('reveal.closest')}
          </Text>
          <Stack component="ol" aria-label={t('reveal.closest')} gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {closest.map((entry, index) => (
              <Group component="li" key={index} gap="xs" wrap="nowrap" data-right={entry.right || undefined}>
                <Text fw={700} ta="left" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {entry.name}
                  {entry.teamName && (
                    <Text span c="dimmed" fw={500}>
                      {` · ${entry.teamName}`}
                    </Text>
                  )}
                </Text>
                <Text fw={700} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                  {format(entry.answer)}
                  {entry.right && (
                    <Text span c="teal" fw={900}>
                      {' ✓'}
                    </Text>
                  )}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
