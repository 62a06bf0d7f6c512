// One answer option as a small badge: its shape on its colour, then its text (feedback and reveal).
import { Group, Text } from '@mantine/core';
import { optionStyle } from '../../../lib/live/optionStyle';
import { OptionShapeTile } from './OptionShape';

type Props = { index: number; text: string };

export function OptionChip({ index, text }: Props) {
  const style = optionStyle(index);
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      <OptionShapeTile option={style} size={36} />
      <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Group>
  );
}
