import { Stack, Text } from '@mantine/core';
import { formatTimeLeft } from '../../lib/formatTimeLeft';

type Props = { msLeft: number; size?: 'phone' | 'screen' };

export function StartCountdown({ msLeft, size = 'phone' }: Props) {
  const big = size === 'screen';
  return (
    <Stack gap={4} align="center" role="timer" aria-live="polite">
      <Text size={big ? '2.5rem' : 'lg'} c="dimmed">
        This event starts in
      </Text>
      <Text fz={big ? '5rem' : '2rem'} fw={900} lh={1.1} ta="center">
        {formatTimeLeft(msLeft)}
      </Text>
    </Stack>
  );
}
