import { Button, Stack, TextInput } from '../../../components/phoneKit';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';

type Props = { disabled: boolean; onAnswer: (text: string) => void };

/** Free text: sent trimmed (the server also trims, but an all-space answer must not be sent). */
export function FreeTextAnswer({ disabled, onAnswer }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled && trimmed) onAnswer(trimmed);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('question.yourAnswer')}
          size="lg"
          maxLength={200}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" size="lg" h={56} fullWidth disabled={disabled || !trimmed}>
          {t('question.send')}
        </Button>
      </Stack>
    </form>
  );
}
