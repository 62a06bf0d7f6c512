import { ActionIcon, Button, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemMoveButtons, type MoveDirection } from './ItemMoveButtons';

type Props = {
  /** Names the options' group. */
  label: string;
  /** What the options are for: shown under them and read as the group's description. */
  hint: string;
  /** This pane's texts of the options. */
  answers: string[];
  canAdd: boolean;
  canRemove: boolean;
  onAnswerChange: (index: number, value: string) => void;
  /** Adds or removes an option in every language: the panes show the same options. */
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Shown before an option's text (1-based option number): a right-answer box; a poll has none. */
  marker?: (option: number) => ReactNode;
  /**
   * Given for a put in order, whose options are items written in the right order: they are named
   * items, numbered, listed in one column to read top to bottom, and each moves up or down (0-based
   * indexes) in every language.
   */
  onMove?: (from: number, to: number) => void;
};

const OPTION_WORDS = { name: 'quiz.option', remove: 'quiz.removeOption', add: 'quiz.addOption' } as const;
const ITEM_WORDS = { name: 'quiz.ordering.item', remove: 'quiz.ordering.removeItem', add: 'quiz.ordering.addItem' } as const;

/**
 * The options of a kind whose number of options is its own (issue 20: a poll, several right
 * answers, a put in order's items), added and removed within its bounds. Named as a group whose
 * description is the hint, so a screen reader says what the options are for (why a poll has nothing
 * to tick, that items are written in the right order).
 */
export function OwnCountOptions({ label, hint, answers, canAdd, canRemove, onAnswerChange, onAdd, onRemove, marker, onMove }: Props) {
  const { t } = useTranslation('manage');
  const words = onMove ? ITEM_WORDS : OPTION_WORDS;
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The button pressed may go (remove) or turn disabled (the last add): the keyboard carries on from
  // the option added, or the one now in the removed one's place, once it renders.
  const [focusAfter, setFocusAfter] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    inputs.current[Math.min(focusAfter, answers.length - 1)]?.focus();
    setFocusAfter(null);
  }, [focusAfter, answers.length]);
  // Rows stay in place while their texts move: the focus follows the moved item to its new row, on
  // the arrow pressed, or the other one once the item reached an end.
  const moveButtons = useRef<Record<MoveDirection, (HTMLButtonElement | null)[]>>({ up: [], down: [] });
  const [moved, setMoved] = useState<{ index: number; pressed: MoveDirection } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const pressed = moveButtons.current[moved.pressed][moved.index];
    const other = moveButtons.current[moved.pressed === 'up' ? 'down' : 'up'][moved.index];
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setMoved(null);
  }, [moved]);

  return (
    <Stack gap={4}>
      <Input.Label id={`${id}-label`} labelElement="div">
        {label}
      </Input.Label>
      <SimpleGrid
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        cols={onMove ? 1 : { base: 1, lg: 2 }}
        spacing="xs"
        verticalSpacing="xs"
      >
        {answers.map((answer, index) => {
          const option = index + 1;
          return (
            <Group key={option} gap={4} wrap="nowrap">
              {marker?.(option)}
              <TextInput
                ref={(input) => {
                  inputs.current[index] = input;
                }}
                aria-label={t(words.name, { number: option })}
                placeholder={t(words.name, { number: option })}
                leftSection={
                  onMove && (
                    <Text size="sm" c="dimmed" aria-hidden>
                      {option}
                    </Text>
                  )
                }
                value={answer}
                onChange={(e) => onAnswerChange(index, e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              {onMove && (
                <ItemMoveButtons
                  number={option}
                  count={answers.length}
                  buttonRef={(direction, button) => {
                    moveButtons.current[direction][index] = button;
                  }}
                  onMove={(direction) => {
                    const to = direction === 'up' ? index - 1 : index + 1;
                    onMove(index, to);
                    setMoved({ index: to, pressed: direction });
                  }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t(words.remove, { number: option })}
                disabled={!canRemove}
                onClick={() => {
                  onRemove(index);
                  setFocusAfter(index);
                }}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          );
        })}
      </SimpleGrid>
      <Input.Description id={`${id}-hint`}>{hint}</Input.Description>
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={!canAdd}
          onClick={() => {
            onAdd();
            setFocusAfter(answers.length);
          }}
        >
          {t(words.add)}
        </Button>
      </Group>
    </Stack>
  );
}
