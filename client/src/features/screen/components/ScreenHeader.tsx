import { Badge, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { LeaveScreenButton } from './LeaveScreenButton';

type Props = { name: string; playerCount: number; reconnecting: boolean };

/** The event's name and how many have joined, large enough for the back of the room. */
export function ScreenHeader({ name, playerCount, reconnecting }: Props) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="lg">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <LeaveScreenButton />
        <Title order={1} fz="clamp(2rem, 3.4vw, 4.25rem)" lh={1.05} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
      </Group>
      <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
        {reconnecting && (
          <Badge color="orange" variant="light" size="xl" leftSection={<Loader size={14} color="orange" />}>
            Reconnecting…
          </Badge>
        )}
        <Paper bg="festival" radius="xl" px="clamp(16px, 1.6vw, 32px)" py="clamp(6px, 0.6vw, 12px)">
          <Text c="white" fz="clamp(1.5rem, 2.4vw, 3rem)" fw={800} lh={1.1} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {playerCount} {playerCount === 1 ? 'player' : 'players'}
          </Text>
        </Paper>
      </Group>
    </Group>
  );
}
