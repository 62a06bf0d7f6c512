// Why the answer is right, below how the room answered: English, then French lighter and smaller
// in the same colour (a grey would not read across a room), as the question above. However long
// the quiz's text, each language keeps to three lines, so the screen never overflows.
import type { LiveReveal } from '@quizfest/shared';
import { Paper, Text } from '@mantine/core';
import { explanationText } from '../../bilingual';
import { Bilingual } from '../Bilingual';

export function ExplanationStrip({ explanation }: { explanation: NonNullable<LiveReveal['explanation']> }) {
  const text = explanationText(explanation);
  return (
    <Paper
      withBorder
      radius="lg"
      px="clamp(14px, 1.6vw, 36px)"
      py="clamp(8px, 1.2vh, 20px)"
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 'clamp(4px, 0.6vh, 10px)' }}
    >
      <Text fw={800} fz="clamp(1rem, 1.3vw, 1.75rem)" lh={1.2}>
        <Bilingual text={(t) => t('reveal.explanation')} inline />
      </Text>
      <Text
        lang={text.primaryLang}
        fw={600}
        fz="clamp(1.125rem, 1.6vw, 2.25rem)"
        lh={1.25}
        lineClamp={3}
        style={{ overflowWrap: 'anywhere' }}
      >
        {text.primary}
      </Text>
      {text.secondary && (
        <Text lang="fr" fw={500} fz="clamp(1rem, 1.25vw, 1.75rem)" lh={1.25} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {text.secondary}
        </Text>
      )}
    </Paper>
  );
}
