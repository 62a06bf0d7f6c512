import { Stack, Text, Title } from '@mantine/core';

type Props = { name: string; teamName: string | null; teamless: boolean };

export function PlayerWelcome({ name, teamName, teamless }: Props) {
  return (
    <Stack gap="sm" align="center" ta="center">
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
