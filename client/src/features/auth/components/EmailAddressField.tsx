import { TextInput } from '@mantine/core';

type Props = { value: string; onChange: (value: string) => void };

/** Sign-in and sign-up ask for the address the same way; the client checks no format (docs/PRODUCT-RULES.md#validation). */
export function EmailAddressField({ value, onChange }: Props) {
  return (
    <TextInput
      label="Email Address"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
