import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconGripVertical } from '@tabler/icons-react';
import { useRef, type HTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  number: number;
  count: number;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  /** The drag handle's element, listeners and attributes (role, aria-describedby) from the sortable list. */
  handleRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
};

/**
 * A question card's reorder tools (issue 21): the drag handle (pointer, or keyboard with Space and
 * the arrows), Move up, Move down and Duplicate.
 */
export function QuestionReorderControls({ number, count, onMove, onDuplicate, handleRef, handleProps }: Props) {
  const { t } = useTranslation('manage');
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const index = number - 1;
  // The card is moved in the page, which can take the focus off the button just pressed: put it
  // back, or on the other arrow when the card reached an end.
  const move = (to: number, pressed: 'up' | 'down') => {
    onMove(to);
    requestAnimationFrame(() => {
      const [first, other] = pressed === 'up' ? [upRef, downRef] : [downRef, upRef];
      (first.current && !first.current.disabled ? first : other).current?.focus();
    });
  };
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        ref={handleRef}
        variant="subtle"
        color="gray"
        aria-label={t('reorder.drag', { number })}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...handleProps}
      >
        <IconGripVertical size={18} />
      </ActionIcon>
      <ActionIcon
        ref={upRef}
        variant="subtle"
        aria-label={t('reorder.moveUp', { number })}
        disabled={index === 0}
        onClick={() => move(index - 1, 'up')}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        ref={downRef}
        variant="subtle"
        aria-label={t('reorder.moveDown', { number })}
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down')}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={t('reorder.duplicate', { number })} onClick={onDuplicate}>
        <IconCopy size={18} />
      </ActionIcon>
    </Group>
  );
}
