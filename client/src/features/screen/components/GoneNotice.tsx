// The event was deleted or the database reset, or the host removed this screen: say so, then go back
// to joining as a screen rather than showing a dead lobby. The stored event is forgotten at once, so
// that neither the join page nor a reload brings the screen back to it, and so is the screen's id:
// a removed screen's id is barred from the event (issue 18 item 7), so the next join is a new screen.
import { Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearEventId, clearScreenId } from '../../../lib/participant';
import { serverMessage } from '../i18n/screenT';
import { Bilingual } from './Bilingual';

export const GONE_REDIRECT_MS = 3000;

export function GoneNotice({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearEventId();
    clearScreenId();
    const timer = setTimeout(() => {
      void navigate({ to: '/', search: { isScreen: true }, replace: true });
    }, GONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Center component="main" h="100dvh" p="xl">
      <Stack align="center" gap="xl">
        <Title order={1} fz="clamp(2rem, 4vw, 5rem)" ta="center">
          <Bilingual text={(t) => t('gone.title')} />
        </Title>
        <Text fz="clamp(1.25rem, 2vw, 2.5rem)" ta="center">
          <Bilingual text={serverMessage(message)} />
        </Text>
        <Text fz="clamp(1.25rem, 2vw, 2.5rem)" ta="center">
          <Bilingual text={(t) => t('gone.back')} inline secondarySize="1em" />
        </Text>
      </Stack>
    </Center>
  );
}
