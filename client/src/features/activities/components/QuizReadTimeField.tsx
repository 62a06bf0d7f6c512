import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SecondsValue } from '../utils/timeLimit';
import { READ_TIME_FIELD } from '../utils/readTime';

type Props = { value: SecondsValue; error: string | null; onChange: (value: SecondsValue) => void };

/** The quiz's reading time: how long each question shows alone before answers open (suspense, fair start). */
export function QuizReadTimeField({ value, error, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <NumberInput
      label={t('quiz.readTime.label')}
      description={t('quiz.readTime.description')}
      value={value}
      error={error}
      onChange={onChange}
      {...READ_TIME_FIELD}
      w={300}
    />
  );
}
