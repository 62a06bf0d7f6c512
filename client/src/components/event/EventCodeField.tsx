// The 4-letter event code field, as the join page and the ended event's 'Join another event' show
// it: the same typing rules in both places, so a pasted 'eh vr' is 'EHVR' wherever it is pasted.
import { TextInput, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { typedEventCode } from '../../lib/eventCode';

type Props = { value: string; onChange: (code: string) => void; size: MantineSize; readOnly: boolean; autoFocus?: boolean };

export function EventCodeField({ value, onChange, size, readOnly, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('join.codeLabel')}
      placeholder={t('join.codePlaceholder')}
      size={size}
      // No maxLength: the browser would cut a pasted 'eh vr' to 'eh v' before its space is
      // dropped; typedEventCode drops spaces first, then keeps EVENT_CODE_LENGTH characters.
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={value}
      autoFocus={autoFocus}
      onChange={(e) => onChange(typedEventCode(e.currentTarget.value))}
      // Letter-spaced only once typing starts, so that the placeholder fits a phone's width.
      styles={{ input: { textAlign: 'center', fontWeight: 800, letterSpacing: value ? '0.3em' : undefined } }}
      readOnly={readOnly}
    />
  );
}
