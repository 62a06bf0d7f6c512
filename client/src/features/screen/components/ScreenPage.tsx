// The big screen (/screen, a 1920x1080 display read from across the room). It follows the live game
// through the live connection, never shows a control, and never freezes: while the socket is down
// the hook polls, and the last view stays up with a badge in the corner.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getEventId, getScreenId } from '../../../lib/participant';
import { useLiveConnection } from '../../../lib/live/useLiveConnection';
import { useScreenTeams } from '../api/useScreenTeams';
import { serverMessage } from '../i18n/screenT';
import { ScreenSoundProvider } from '../sound/ScreenSound';
import { SoundToggle } from '../sound/SoundToggle';
import { useGameSounds } from '../sound/useGameSounds';
import { Bilingual } from './Bilingual';
import { ConnectionBadge } from './ConnectionBadge';
import { GoneNotice } from './GoneNotice';
import { ScreenStage } from './ScreenStage';

export default function ScreenPage() {
  const [ids] = useState(() => ({ screenId: getScreenId(), eventId: getEventId() }));
  if (!ids.screenId || !ids.eventId) return <Navigate to="/" search={{ isScreen: true }} replace />;
  return (
    <ScreenSoundProvider>
      <LiveScreen screenId={ids.screenId} eventId={ids.eventId} />
    </ScreenSoundProvider>
  );
}

function LiveScreen({ screenId, eventId }: { screenId: string; eventId: string }) {
  const { state, connection, gone, error, serverNow } = useLiveConnection({ role: 'screen', eventId, screenId });
  const teams = useScreenTeams(eventId, state?.event.teamIds);
  useGameSounds(state?.live ?? null, serverNow);

  if (gone) return <GoneNotice message={gone} />;
  if (!state) {
    return (
      <Center mih="100dvh">
        <Stack align="center">
          <Loader size="xl" />
          <Text fz="clamp(1.25rem, 2vw, 2.5rem)" ta="center">
            <Bilingual
              text={error ? serverMessage(error) : (t) => t(connection === 'connecting' ? 'loading.connecting' : 'loading.reconnecting')}
            />
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <>
      <ScreenStage state={state} teams={teams.data ?? []} serverNow={serverNow} />
      <SoundToggle />
      <ConnectionBadge connection={connection} />
    </>
  );
}
