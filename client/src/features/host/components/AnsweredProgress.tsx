import { Group, Progress, Stack, Text } from '@mantine/core';

type Props = { answered: number; players: number };

/** How many of the players who can answer already did: the cue for revealing early. */
export function AnsweredProgress({ answered, players }: Props) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{`Answered ${answered} of ${players}`}</Text>
      </Group>
      <Progress value={players > 0 ? (100 * answered) / players : 0} size="lg" aria-hidden />
    </Stack>
  );
}
