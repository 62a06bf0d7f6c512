import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Unique per pane and question, so each radio group stays separate. */
  name: string;
  answers: string[];
  correctAnswer: number | undefined;
  onAnswerChange: (index: number, value: string) => void;
  onCorrectChange: (option: number) => void;
};

/** Options with a radio for the correct one; correctAnswer is the 1-based option number. */
export function AnswerOptions({ name, answers, correctAnswer, onAnswerChange, onCorrectChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Radio.Group
      name={name}
      label={t('quiz.answers')}
      value={correctAnswer ? String(correctAnswer) : null}
      onChange={(value) => onCorrectChange(Number(value))}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xs" verticalSpacing="xs" mt={4}>
        {answers.map((answer, index) => {
          const option = index + 1;
          return (
            <Group key={option} gap="sm" wrap="nowrap">
              <Radio value={String(option)} aria-label={t('quiz.optionCorrect', { number: option })} />
              <TextInput
                aria-label={t('quiz.option', { number: option })}
                placeholder={t('quiz.option', { number: option })}
                value={answer}
                onChange={(e) => onAnswerChange(index, e.currentTarget.value)}
                style={{ flex: 1 }}
              />
            </Group>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
