// One answer option as a small badge: its shape on its colour, then its text (feedback and reveal).
import { Group, Text } from '@mantine/core';
import { optionStyle } from '../../../lib/live/optionStyle';
import { OptionShape } from './OptionShape';

type Props = { index: number; text: string };

export function OptionChip({ index, text }: Props) {
  const style = optionStyle(index);
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      <OptionShape
        option={style}
        fz={20}
        w={36}
        h={36}
        ta="center"
        lh="36px"
        style={{ background: style.color, color: style.textColor, borderRadius: 8, flex: 'none' }}
      />
      <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Group>
  );
}
