import { ActionIcon, Button, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
};

/**
 * The options of a kind whose number of options is its own (issue 20: a poll, several right
 * answers), added and removed within its bounds. Named as a group whose description is the hint,
 * so a screen reader says what the options are for (why a poll has nothing to tick).
 */
export function OwnCountOptions({ label, hint, answers, canAdd, canRemove, onAnswerChange, onAdd, onRemove, marker }: Props) {
  const { t } = useTranslation('manage');
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

  return (
    <Stack gap={4}>
      <Input.Label id={`${id}-label`} labelElement="div">
        {label}
      </Input.Label>
      <SimpleGrid
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        cols={{ base: 1, lg: 2 }}
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
                aria-label={t('quiz.option', { number: option })}
                placeholder={t('quiz.option', { number: option })}
                value={answer}
                onChange={(e) => onAnswerChange(index, e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('quiz.removeOption', { number: option })}
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
          {t('quiz.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
