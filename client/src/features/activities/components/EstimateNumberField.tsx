import { NumberInput } from '@mantine/core';
import { LIMITS } from '@quizfest/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EstimateFieldValue, estimateOf } from '../utils/estimateValue';

type Props = {
  label: string;
  description: string;
  /** The question's number, absent while it has none. */
  value: number | undefined;
  error?: string | null;
  allowNegative: boolean;
  onChange: (value: EstimateFieldValue) => void;
};

/**
 * A number of a numeric estimate, written as the manager's language writes numbers: in French ','
 * is the decimal point and a '.' typed is taken as one (a French manager types '3,5'); in English
 * '.' is, and a ',' typed, which would group thousands, is left out. Decimals beyond those an
 * estimate keeps, and numbers larger than it may be, cannot be typed.
 */
export function EstimateNumberField({ label, description, value, error, allowNegative, onChange }: Props) {
  const { i18n } = useTranslation('manage');
  const french = i18n.language.startsWith('fr');
  // What is typed stays as typed ('3,' or '-' on the way to a number): given back the number it
  // stands for, the field would drop the decimal point being typed. The question's own value shows
  // instead should anything else change it.
  const [typed, setTyped] = useState<EstimateFieldValue>(value ?? '');
  const shown = estimateOf(typed) === value ? typed : (value ?? '');
  return (
    <NumberInput
      label={label}
      description={description}
      error={error}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(next);
      }}
      allowNegative={allowNegative}
      min={allowNegative ? -LIMITS.estimateMax : 0}
      max={LIMITS.estimateMax}
      clampBehavior="strict"
      decimalScale={LIMITS.estimateDecimals}
      decimalSeparator={french ? ',' : '.'}
      allowedDecimalSeparators={french ? [',', '.'] : ['.']}
      // The hint under the field, so that the fields of a row line up whatever their hints' length.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      style={{ flex: '1 1 180px' }}
    />
  );
}
