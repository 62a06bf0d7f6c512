// The reveal of a put-in-order question: the right order, place by place, each item in its colour
// and shape with its text in both languages, and beside it how many players put it in that place
// and their share of those who answered, with a bar of that share in the item's colour. Four to six
// items stand in two columns, the first three on the left: six rows in one would leave each too
// little height at 1080 pixels under the question, with an explanation below.
import { parseOrder, type LiveQuestion, type LiveReveal } from '@quizfest/shared';
import { Box, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionStyle } from '../../../../lib/live/optionStyle';
import { optionText } from '../../bilingual';
import { optionLabel } from '../../i18n/optionLabel';
import { Bilingual } from '../Bilingual';
import { OptionTile } from '../question/OptionTile';

type Props = { question: LiveQuestion; reveal: LiveReveal };

export function OrderReveal({ question, reveal }: Props) {
  const { t, i18n } = useTranslation('screen');
  const count = question.optionCount;
  const right = parseOrder(reveal.correctAnswers ?? [], count) ?? [];
  const columns = count > 3 ? 2 : 1;
  // The share as the page's language writes it ('40%', '40 %'): a number reads alike in both.
  const percent = new Intl.NumberFormat(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-US', { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 'clamp(6px, 1vh, 16px)' }}>
      <Box style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: '1em' }}>
        <Title order={2} fw={700} fz="clamp(1.25rem, 2vw, 2.75rem)" lh={1.2}>
          <Bilingual text={(t) => t('reveal.rightOrder')} inline />
        </Title>
        {/* What the numbers beside the items count. */}
        <Text fw={600} fz="clamp(1rem, 1.3vw, 1.75rem)" lh={1.2}>
          <Bilingual text={(t) => t('reveal.inItsPlace')} inline />
        </Text>
      </Box>
      <Box
        component="ol"
        aria-label={t('reveal.rightOrder')}
        style={{
          flex: 1,
          minHeight: 0,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridTemplateRows: `repeat(${Math.ceil(count / columns)}, minmax(0, 1fr))`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: 'clamp(8px, 1vw, 24px) clamp(16px, 2.4vw, 56px)',
        }}
      >
        {right.map((item, index) => {
          const players = reveal.distribution[index] ?? 0;
          const share = reveal.answered > 0 ? players / reveal.answered : 0;
          const text = optionText(question.texts, item - 1);
          const option = optionLabel(t, item - 1, text, false);
          return (
            <Box
              component="li"
              key={item}
              aria-label={t('reveal.placeAnswers', { place: index + 1, option, players, percent: percent.format(share) })}
              style={{
                minHeight: 0,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr) clamp(120px, 12vw, 260px)',
                alignItems: 'center',
                gap: 'clamp(8px, 1vw, 24px)',
              }}
            >
              <Text aria-hidden fw={900} lh={1} fz="clamp(2rem, 4vw, 5.5rem)" miw="1.1em" ta="center">
                {index + 1}
              </Text>
              <OptionTile component="div" compact index={item - 1} text={text} />
              {/* Said by the row's label: the count, its share, and the share as a bar. */}
              <Box aria-hidden>
                <Text fw={900} lh={1.1} fz="clamp(1.5rem, 3vw, 4rem)" style={{ whiteSpace: 'nowrap' }}>
                  {players}{' '}
                  <Text span inherit fw={700} fz="0.55em">
                    {percent.format(share)}
                  </Text>
                </Text>
                <Box
                  mt="clamp(4px, 0.6vh, 10px)"
                  h="clamp(6px, 1vh, 14px)"
                  style={{ borderRadius: 999, background: 'var(--mantine-color-default-border)' }}
                >
                  <Box
                    data-part="bar"
                    h="100%"
                    w={`${share * 100}%`}
                    style={{ borderRadius: 999, background: optionStyle(item - 1).color }}
                  />
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
