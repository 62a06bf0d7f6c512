// The event's name and how many have joined, on one line of fixed height (lobbyFrame.ts counts it).
import { Group, Paper, Text, Title } from '@mantine/core';
import { LOBBY_FRAME } from '../../lobbyFrame';
import { Bilingual } from '../Bilingual';

export function LobbyHeader({ name, playerCount }: { name: string; playerCount: number }) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="lg" h={LOBBY_FRAME.header} style={{ flexShrink: 0 }}>
      <Title
        order={1}
        fz="clamp(1.75rem, 5vh, 4.25rem)"
        lh={1.1}
        style={{ minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {name}
      </Title>
      <Paper bg="festival" radius="xl" px="clamp(16px, 1.6vw, 32px)" py="clamp(4px, 0.6vh, 12px)" style={{ flexShrink: 0 }}>
        <Text c="white" fz="clamp(1.25rem, 3.6vh, 3rem)" fw={800} lh={1.1} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('lobby.players', { count: playerCount })} inline />
        </Text>
      </Paper>
    </Group>
  );
}
