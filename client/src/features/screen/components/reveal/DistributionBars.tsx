// How the room answered a multiple-choice question: a bar per option in the option's colour, its
// tile below it. The right option keeps its colour and a tick; the others fade.
// Plain CSS bars rather than a chart library: two to four bars need no axes, scales or tooltips,
// they size with the screen like the rest of the page (clamp/vw), and the screen's download stays
// free of a charting library.
import type { LiveQuestion, LiveReveal } from '@quizfest/shared';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionStyle } from '../../../../lib/live/optionStyle';
import { optionText } from '../../bilingual';
import { optionLabel } from '../../i18n/optionLabel';
import { OptionTile } from '../question/OptionTile';

type Props = { question: LiveQuestion; reveal: LiveReveal };

export function DistributionBars({ question, reveal }: Props) {
  const { t } = useTranslation('screen');
  const most = Math.max(1, ...reveal.distribution);
  return (
    <Box
      component="ul"
      aria-label={t('reveal.answersPerOption')}
      style={{
        flex: 1,
        minHeight: 0,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${question.optionCount}, minmax(0, 1fr))`,
        gap: 'clamp(10px, 1.4vw, 32px)',
      }}
    >
      {Array.from({ length: question.optionCount }, (_, index) => {
        const count = reveal.distribution[index] ?? 0;
        const correct = reveal.correctAnswer === index + 1;
        const text = optionText(question.texts, index);
        const style = optionStyle(index);
        return (
          <Box
            component="li"
            key={index}
            aria-label={t('reveal.optionAnswers', { option: optionLabel(t, index, text, correct), count })}
            data-correct={correct || undefined}
            data-dimmed={!correct || undefined}
            style={{ display: 'flex', flexDirection: 'column', gap: 'clamp(6px, 0.8vw, 16px)', minWidth: 0, minHeight: 0 }}
          >
            <Box
              style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center' }}
            >
              <Text fw={900} lh={1.1} fz="clamp(1.5rem, 3vw, 4rem)" style={{ opacity: correct ? 1 : 0.5 }}>
                {count}
              </Text>
              <Box
                data-part="bar"
                style={{
                  width: '72%',
                  height: `${(count / most) * 100}%`,
                  // An empty bar is still a sliver of colour, so every option has its place on the chart.
                  minHeight: 'clamp(4px, 0.5vh, 10px)',
                  background: style.color,
                  borderRadius: 'clamp(4px, 0.5vw, 12px) clamp(4px, 0.5vw, 12px) 0 0',
                  opacity: correct ? 1 : 0.35,
                }}
              />
            </Box>
            <OptionTile component="div" compact index={index} text={text} outcome={correct ? 'correct' : 'wrong'} />
          </Box>
        );
      })}
    </Box>
  );
}
