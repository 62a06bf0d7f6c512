// How the room answered a multiple-choice question: a bar per option in the option's colour, its
// tile below it. The right option keeps its colour and a tick; the others fade. With several right
// answers every right one does, and the bars count the players who ticked each (a player counts in
// as many bars as they ticked). A poll has no right option: every bar and tile keeps its colour,
// none is ticked, and the bars count votes.
// Plain CSS bars rather than a chart library: two to six bars need no axes, scales or tooltips,
// they size with the screen like the rest of the page (clamp/vw), and the screen's download stays
// free of a charting library.
import { isPoll, type LiveQuestion, type LiveReveal } from '@quizfest/shared';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionStyle } from '../../../../lib/live/optionStyle';
import { rightOptions } from '../../../../lib/live/rightOptions';
import { optionText } from '../../bilingual';
import { optionLabel } from '../../i18n/optionLabel';
import { OptionTile } from '../question/OptionTile';

type Props = { question: LiveQuestion; reveal: LiveReveal };

export function DistributionBars({ question, reveal }: Props) {
  const { t } = useTranslation('screen');
  const most = Math.max(1, ...reveal.distribution);
  const poll = isPoll(question.type);
  const right = rightOptions(reveal);
  return (
    <Box
      component="ul"
      aria-label={poll ? t('reveal.roomVotes') : t('reveal.answersPerOption')}
      style={{
        flex: 1,
        minHeight: 0,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${question.optionCount}, minmax(0, 1fr))`,
        // The bars above, the tiles below in one row of their own: every bar then stands on the
        // same line, however many lines a tile's text takes (with six narrow columns, some two).
        gridTemplateRows: 'minmax(0, 1fr) auto',
        columnGap: 'clamp(10px, 1.4vw, 32px)',
        rowGap: 'clamp(6px, 0.8vw, 16px)',
      }}
    >
      {Array.from({ length: question.optionCount }, (_, index) => {
        const count = reveal.distribution[index] ?? 0;
        const correct = right.includes(index + 1);
        const dimmed = !poll && !correct;
        const text = optionText(question.texts, index);
        const style = optionStyle(index);
        const option = optionLabel(t, index, text, correct);
        return (
          <Box
            component="li"
            key={index}
            aria-label={poll ? t('reveal.optionVotes', { option, count }) : t('reveal.optionAnswers', { option, count })}
            data-correct={correct || undefined}
            data-dimmed={dimmed || undefined}
            style={{ display: 'grid', gridRow: 'span 2', gridTemplateRows: 'subgrid', minWidth: 0, minHeight: 0 }}
          >
            <Box style={{ minHeight: 0, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center' }}>
              <Text fw={900} lh={1.1} fz="clamp(1.5rem, 3vw, 4rem)" style={{ opacity: dimmed ? 0.5 : 1 }}>
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
                  opacity: dimmed ? 0.35 : 1,
                }}
              />
            </Box>
            <OptionTile component="div" compact index={index} text={text} outcome={poll ? undefined : correct ? 'correct' : 'wrong'} />
          </Box>
        );
      })}
    </Box>
  );
}
