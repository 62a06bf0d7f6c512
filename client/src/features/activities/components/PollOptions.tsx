import { ActionIcon, Button, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** This pane's texts of the poll's options. */
  answers: string[];
  canAdd: boolean;
  canRemove: boolean;
  onAnswerChange: (index: number, value: string) => void;
  /** Adds or removes an option in every language: the panes show the same options. */
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * A poll's options (issue 20): no correct one to pick, a hint saying so, and options added and
 * removed within the poll's bounds. Named as a group whose description is the hint, so a screen
 * reader says why there is nothing to tick.
 */
export function PollOptions({ answers, canAdd, canRemove, onAnswerChange, onAdd, onRemove }: Props) {
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
        {t('quiz.poll.options')}
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
                aria-label={t('quiz.poll.removeOption', { number: option })}
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
      <Input.Description id={`${id}-hint`}>{t('quiz.poll.hint')}</Input.Description>
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
          {t('quiz.poll.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
