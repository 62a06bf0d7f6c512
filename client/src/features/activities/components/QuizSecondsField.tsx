import { NumberInput } from '@mantine/core';
import type { SecondsValue } from '../utils/timeLimit';

type Props = {
  label: string;
  description?: string;
  /** Range and stepping (SECONDS_FIELD, READ_TIME_FIELD). */
  field: { min: number; max: number; step: number; allowDecimal: false; allowNegative: false; clampBehavior: 'none' };
  value: SecondsValue;
  error: string | null;
  onChange: (value: SecondsValue) => void;
};

/** A quiz-wide number of seconds beside the quiz name: its time per question, its reading time, its hands-free pace. */
export function QuizSecondsField({ label, description, field, value, error, onChange }: Props) {
  return <NumberInput label={label} description={description} value={value} error={error} onChange={onChange} {...field} w={300} />;
}
