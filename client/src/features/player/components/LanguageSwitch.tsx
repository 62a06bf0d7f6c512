import { SegmentedControl } from '@mantine/core';
import type { QuizLanguage } from '@quizfest/shared';

const DATA = [
  { label: 'EN', value: 'en_US' },
  { label: 'FR', value: 'fr_FR' },
];

type Props = { value: QuizLanguage; onChange: (language: QuizLanguage) => void };

export function LanguageSwitch({ value, onChange }: Props) {
  return (
    <SegmentedControl
      aria-label="Quiz language"
      size="sm"
      radius="xl"
      data={DATA}
      value={value}
      onChange={(next) => onChange(next === 'fr_FR' ? 'fr_FR' : 'en_US')}
    />
  );
}
