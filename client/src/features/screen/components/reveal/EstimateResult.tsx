// The reveal of a numeric estimate: the right value, large enough to read from the back of the
// room, in each language's way of writing numbers and its unit, how far from it still counted and
// how many were right; below it where the room's answers fell, and who came closest.
import type { LiveQuestion, LiveReveal } from '@quizfest/shared';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatEstimate } from '../../../../lib/live/estimate';
import { estimateNumberText, unitIn } from '../../bilingual';
import { Bilingual } from '../Bilingual';
import { FRAME_GAP } from '../ScreenFrame';
import { ClosestAnswers } from './ClosestAnswers';
import { EstimateHistogram } from './EstimateHistogram';

type Props = { question: LiveQuestion; reveal: LiveReveal; estimate: NonNullable<LiveReveal['estimate']> };

export function EstimateResult({ question, reveal, estimate }: Props) {
  const value = estimateNumberText(estimate.value, question.texts);
  const [right = 0, wrong = 0] = reveal.distribution;
  const tally = { fw: 900, fz: 'clamp(1.25rem, 2.2vw, 3rem)', lh: 1.15, style: { whiteSpace: 'nowrap' } } as const;
  return (
    <Stack gap={FRAME_GAP} style={{ flex: 1, minHeight: 0 }}>
      <Group justify="center" align="center" wrap="nowrap" gap="clamp(24px, 4vw, 96px)">
        <Paper radius="xl" px="clamp(20px, 3vw, 64px)" py="clamp(8px, 1.4vh, 24px)" bg="teal.7" c="white" ta="center" maw="60%">
          <Text inherit fw={700} fz="clamp(1rem, 1.4vw, 2rem)" lh={1.2}>
            <Bilingual text={(t) => t('reveal.theAnswer')} inline />
          </Text>
          <Text inherit lang={value.primaryLang} fw={900} lh={1.05} fz="clamp(2.5rem, 5.5vw, 7.5rem)" style={{ overflowWrap: 'anywhere' }}>
            {value.primary}
          </Text>
          {value.secondary && (
            <Text
              inherit
              lang="fr"
              fw={600}
              lh={1.2}
              fz="clamp(1.25rem, 2.4vw, 3.25rem)"
              style={{ opacity: 0.85, overflowWrap: 'anywhere' }}
            >
              {value.secondary}
            </Text>
          )}
        </Paper>
        <Stack gap="clamp(4px, 1vh, 16px)">
          {estimate.tolerance > 0 && (
            <Text {...tally} style={{ whiteSpace: 'normal' }}>
              <Bilingual
                text={(t, language) =>
                  t('reveal.within', { tolerance: formatEstimate(estimate.tolerance, language, unitIn(question.texts, language)) })
                }
              />
            </Text>
          )}
          <Text {...tally} c="teal">
            <Bilingual text={(t) => t('reveal.right', { count: right })} inline />
          </Text>
          <Text {...tally} c="red">
            <Bilingual text={(t) => t('reveal.wrong', { count: wrong })} inline />
          </Text>
        </Stack>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', gap: 'clamp(24px, 3vw, 72px)' }}>
        <EstimateHistogram estimate={estimate} />
        {estimate.closest.length > 0 && <ClosestAnswers question={question} closest={estimate.closest} />}
      </Box>
    </Stack>
  );
}
