// One answer option as a small badge: its shape on its colour, then its text (feedback and reveal).
import { Group, Text } from '../../../components/phoneKit';
import { optionStyle } from '../../../lib/live/optionStyle';
import { OptionShapeTile } from './OptionShape';

type Props = {
  index: number;
  text: string;
  /** Said after the text, in a lighter weight ('You ticked it'). */
  note?: string;
};

export function OptionChip({ index, text, note }: Props) {
  const style = optionStyle(index);
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      <OptionShapeTile option={style} size={36} />
      <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {text}
        {note && (
          <Text span fw={600} size="sm">
            {` · ${note}`}
          </Text>
        )}
      </Text>
    </Group>
  );
}
