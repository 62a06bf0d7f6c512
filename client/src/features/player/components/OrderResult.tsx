// The reveal of a put-in-order question on a phone: the right order, place by place, each item in
// its colour and shape, and beside each whether I put it in that place, in words after a mark
// (never by colour alone). With the points above it, this says why a partly right order scored what
// it did: each item in its place earns its share.
import { Group, Stack, Text } from '../../../components/phoneKit';
import { parseOrder, type LiveQuestion, type LiveReveal, type QuizLanguage } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { optionStyle } from '../../../lib/live/optionStyle';
import { inLanguage } from '../language';
import { OptionShapeTile } from './OptionShape';

type Props = {
  question: LiveQuestion;
  reveal: LiveReveal;
  language: QuizLanguage;
  /** My answer as the server stored it ('3,1,2,4': shown numbers), if I answered. */
  mine: string | null;
};

export function OrderResult({ question, reveal, language, mine }: Props) {
  const { t } = useTranslation();
  const count = question.optionCount;
  const right = parseOrder(reveal.correctAnswers ?? [], count);
  if (!right) return null;
  const answers = inLanguage(question.texts, language)?.answers ?? [];
  const order = mine === null ? null : parseOrder(mine, count);
  const heading = t('reveal.rightOrder');
  return (
    <Stack gap={6} align="center">
      <Text c="dimmed" size="sm">
        {heading}
      </Text>
      <Stack component="ol" aria-label={heading} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {right.map((item, index) => {
          // Mine is in its place when I put this place's item here.
          const inPlace = order ? order[index] === item : null;
          return (
            <Group component="li" key={item} gap="sm" wrap="nowrap" data-in-place={inPlace ?? undefined}>
              <Text aria-hidden fw={800} w="1.4em" ta="right" style={{ flex: 'none' }}>
                {`${index + 1}.`}
              </Text>
              <OptionShapeTile option={optionStyle(item - 1)} size={32} />
              <Text fw={700} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {answers[item - 1] ?? t('question.option', { number: item })}
              </Text>
              {inPlace !== null && (
                <Text fw={700} size="sm" c={inPlace ? 'teal' : 'red'} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                  <span aria-hidden>{inPlace ? '✓ ' : '✗ '}</span>
                  {inPlace ? t('reveal.rightPlace') : t('reveal.wrongPlace')}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
