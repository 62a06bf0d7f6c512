import { Stack, Text, Title } from '@mantine/core';

type Props = { name: string; teamName: string | null; teamless: boolean };

export function PlayerWelcome({ name, teamName, teamless }: Props) {
  return (
    // A name or team of 40 letters without a space breaks anywhere rather than across the card's
    // border; the Stack's full width gives the break a width to work with.
    <Stack gap="sm" align="center" ta="center" w="100%" style={{ overflowWrap: 'anywhere' }}>
      <Title order={2} fz={32}>
        Welcome, {name}!
      </Title>
      <Text size="xl" fw={600}>
        {teamless ? 'Playing without a team' : `Team: ${teamName ?? '…'}`}
      </Text>
      <Text c="dimmed">Get ready: the game appears here when the host starts it.</Text>
    </Stack>
  );
}
