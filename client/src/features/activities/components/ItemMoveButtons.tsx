import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type MoveDirection = 'up' | 'down';

type Props = {
  /** The item's number (1-based) among `count`. */
  number: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  /** Each button's element, so the list can put the focus back on the moved item's once it re-renders. */
  buttonRef: (direction: MoveDirection, button: HTMLButtonElement | null) => void;
};

/**
 * Move up and Move down for one item of a put in order, whose written order is its right answer:
 * buttons rather than a drag alone, so the keyboard and a screen reader can reorder the items too.
 */
export function ItemMoveButtons({ number, count, onMove, buttonRef }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Group gap={0} wrap="nowrap">
      <ActionIcon
        ref={(button) => buttonRef('up', button)}
        variant="subtle"
        aria-label={t('quiz.ordering.moveUp', { number })}
        disabled={number === 1}
        onClick={() => onMove('up')}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        ref={(button) => buttonRef('down', button)}
        variant="subtle"
        aria-label={t('quiz.ordering.moveDown', { number })}
        disabled={number === count}
        onClick={() => onMove('down')}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
    </Group>
  );
}
