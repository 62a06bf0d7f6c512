// A question's text: English large, French below it in a lighter tone when both exist. Each names
// its language for screen readers, whatever the page's.
import { Stack, Text, Title } from '@mantine/core';
import type { TextPair } from '../../bilingual';

type Props = { text: TextPair; size?: 'large' | 'medium' };

export function BilingualHeading({ text, size = 'large' }: Props) {
  const large = size === 'large';
  return (
    <Stack gap="0.3em">
      <Title
        order={1}
        lang={text.primaryLang}
        fz={large ? 'clamp(1.75rem, 3.3vw, 4.5rem)' : 'clamp(1.5rem, 2.5vw, 3.25rem)'}
        lh={1.15}
        lineClamp={3}
        style={{ overflowWrap: 'anywhere' }}
      >
        {text.primary}
      </Title>
      {text.secondary && (
        <Text
          lang="fr"
          c="dimmed"
          fw={500}
          fz={large ? 'clamp(1.25rem, 2.2vw, 3rem)' : 'clamp(1.125rem, 1.7vw, 2.25rem)'}
          lh={1.2}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
        >
          {text.secondary}
        </Text>
      )}
    </Stack>
  );
}
