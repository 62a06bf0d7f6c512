// A slide (issue 20): a round's title, an explanation, a break, shown full screen at its "reveal".
// Its text in English large and in French below it, every line kept, and its image as large as the
// screen allows; nothing was answered, so no counts, no bars and no badges.
import type { LiveQuestion } from '@quizfest/shared';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenImage } from '../ScreenImage';
import { questionText } from '../../bilingual';
import { ScreenFrame } from '../ScreenFrame';

const LINES = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

export function SlideView({ question }: { question: LiveQuestion }) {
  const { t } = useTranslation('screen');
  const text = questionText(question.texts);
  const image = question.imageUrl;
  // Alone, the text fills the screen; above an image it leaves the image the room.
  const alone = !image;
  return (
    <ScreenFrame>
      {text.primary.trim() ? (
        <Stack gap="0.4em" justify="center" ta="center" style={{ flex: alone ? 1 : undefined, flexShrink: 0 }}>
          <Title
            order={1}
            lang={text.primaryLang}
            fz={alone ? 'clamp(2.25rem, 5vw, 7rem)' : 'clamp(1.75rem, 3.3vw, 4.5rem)'}
            lh={1.15}
            style={LINES}
          >
            {text.primary}
          </Title>
          {text.secondary && (
            <Text
              lang="fr"
              c="dimmed"
              fw={500}
              fz={alone ? 'clamp(1.5rem, 3.2vw, 4.5rem)' : 'clamp(1.25rem, 2.2vw, 3rem)'}
              lh={1.2}
              style={LINES}
            >
              {text.secondary}
            </Text>
          )}
        </Stack>
      ) : null}
      {image && (
        <Box style={{ flex: 1, minHeight: 0 }}>
          <ScreenImage url={image} alt={t('slide.image')} />
        </Box>
      )}
    </ScreenFrame>
  );
}
