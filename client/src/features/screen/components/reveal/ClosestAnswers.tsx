// Who came closest to a numeric estimate's value, nearest first: each player, their team and their
// answer in both languages, the answers that scored ticked. The tick is named for screen readers
// in the page's language, as the option tiles' marks are.
import type { LiveQuestion, LiveReveal } from '@quizfest/shared';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { estimateNumberText } from '../../bilingual';
import { Bilingual } from '../Bilingual';

type Props = { question: LiveQuestion; closest: NonNullable<LiveReveal['estimate']>['closest'] };

export function ClosestAnswers({ question, closest }: Props) {
  const { t } = useTranslation('screen');
  const rowSize = 'clamp(1rem, 1.6vw, 2.5rem)';
  return (
    <Box style={{ flex: 2, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 'clamp(6px, 1vh, 16px)' }}>
      <Text fw={800} fz="clamp(1.125rem, 1.6vw, 2.25rem)" lh={1.2}>
        <Bilingual text={(t) => t('reveal.closest')} inline />
      </Text>
      <Box
        component="ol"
        aria-label={t('reveal.closest')}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 'clamp(4px, 0.8vh, 14px)' }}
      >
        {closest.map((entry, index) => {
          const answer = estimateNumberText(entry.answer, question.texts);
          return (
            <Box
              component="li"
              key={index}
              data-right={entry.right || undefined}
              style={{ display: 'flex', alignItems: 'center', gap: '0.6em', fontSize: rowSize, lineHeight: 1.15 }}
            >
              <Text inherit fw={900} c="dimmed" style={{ flex: 'none', width: '1.2em' }}>
                {index + 1}
              </Text>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text inherit fw={800} truncate>
                  {entry.name}
                </Text>
                {entry.teamName && (
                  <Text inherit fz="0.72em" fw={600} c="dimmed" truncate>
                    {entry.teamName}
                  </Text>
                )}
              </Box>
              <Box style={{ flex: 'none', textAlign: 'right' }}>
                <Text inherit lang={answer.primaryLang} fw={800}>
                  {answer.primary}
                </Text>
                {answer.secondary && (
                  <Text inherit lang="fr" fz="0.72em" fw={500}>
                    {answer.secondary}
                  </Text>
                )}
              </Box>
              {/* Every row keeps the tick's width, so that the answers line up. */}
              <Text inherit fw={900} c="teal.7" style={{ flex: 'none', width: '1em' }}>
                {entry.right && (
                  <span role="img" aria-label={t('reveal.rightMark')}>
                    ✓
                  </span>
                )}
              </Text>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
