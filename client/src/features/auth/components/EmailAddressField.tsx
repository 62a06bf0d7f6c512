import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange: (value: string) => void };

/** Sign-in and sign-up ask for the address the same way; the client checks no format (docs/PRODUCT-RULES.md#validation). */
export function EmailAddressField({ value, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <TextInput
      label={t('auth.emailAddress')}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
