// The reveal of a free-text question: the accepted answer (in each language when they differ), any
// the host accepted since, and how many got it right.
import type { LiveReveal } from '@quizfest/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { acceptedText } from '../../bilingual';
import { Bilingual } from '../Bilingual';

export function FreeTextResult({ reveal }: { reveal: LiveReveal }) {
  const answer = acceptedText(reveal.correctTexts);
  const [right = 0, wrong = 0] = reveal.distribution;
  return (
    <Stack align="center" justify="center" gap="clamp(12px, 2.4vh, 40px)" style={{ flex: 1, minHeight: 0 }}>
      <Text fw={700} fz="clamp(1.25rem, 2vw, 2.75rem)" ta="center" lh={1.2}>
        <Bilingual text={(t) => t('reveal.accepted')} inline />
      </Text>
      <Paper radius="xl" px="clamp(20px, 3vw, 64px)" py="clamp(10px, 1.6vh, 28px)" bg="teal.7" c="white" ta="center" maw="90%">
        <Text inherit lang={answer.primaryLang} fw={900} lh={1.1} fz="clamp(2rem, 4.4vw, 6rem)" style={{ overflowWrap: 'anywhere' }}>
          {answer.primary}
        </Text>
        {answer.secondary && (
          <Text inherit lang="fr" fw={600} lh={1.2} fz="clamp(1.25rem, 2.4vw, 3.25rem)" style={{ opacity: 0.85, overflowWrap: 'anywhere' }}>
            {answer.secondary}
          </Text>
        )}
      </Paper>
      {/* Accepted by the host since the reveal, as most of their players typed them: in no language in particular. */}
      {reveal.accepted && (
        <Text fw={700} fz="clamp(1.125rem, 1.8vw, 2.5rem)" ta="center" lh={1.2} maw="90%" style={{ overflowWrap: 'anywhere' }}>
          <Bilingual text={(t) => t('reveal.alsoAccepted')} inline />
          {': '}
          <Text span inherit fw={900}>
            {reveal.accepted.join(', ')}
          </Text>
        </Text>
      )}
      <Group gap="clamp(24px, 5vw, 120px)" wrap="nowrap">
        <Text fw={900} c="teal" fz="clamp(1.75rem, 3.4vw, 4.5rem)" ta="center" lh={1.15} style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('reveal.right', { count: right })} />
        </Text>
        <Text fw={900} c="red" fz="clamp(1.75rem, 3.4vw, 4.5rem)" ta="center" lh={1.15} style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('reveal.wrong', { count: wrong })} />
        </Text>
      </Group>
    </Stack>
  );
}
