// A numeric estimate on a phone: a number typed as the player writes numbers (a French player's
// decimal comma included), the question's unit after the box, and Submit (or Enter). What is sent
// is the number in its one canonical form ('1969', '3.5'), so that '1 969' and '1969' are the same
// answer to the server and in the results.
import { Button, Group, Stack, Text, TextInput } from '../../../components/phoneKit';
import { estimateText, parseEstimate } from '@quizfest/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';

type Props = {
  disabled: boolean;
  /** The question's unit in the player's language ('years'), shown after the box. */
  unit: string | undefined;
  /** French players write a lone ',' as the decimal sign ('3,5'); elsewhere it may group thousands. */
  decimalComma: boolean;
  onAnswer: (text: string) => void;
};

export function EstimateAnswer({ disabled, unit, decimalComma, onAnswer }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Judged once the player tries to send, then as they correct it: a '-' half typed is no mistake yet.
  const [tried, setTried] = useState(false);
  const labelId = useId();
  const unitId = useId();
  const value = parseEstimate(text, decimalComma);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!disabled && value !== null) onAnswer(estimateText(value));
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('question.yourEstimate')}
          labelProps={{ id: labelId }}
          // The unit is part of what the box asks for: a screen reader says it with the label.
          aria-labelledby={unit ? `${labelId} ${unitId}` : undefined}
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap">
              <div style={{ flex: 1 }}>{input}</div>
              {unit && (
                <Text id={unitId} fw={700} fz="lg" style={{ maxWidth: '40%', overflowWrap: 'anywhere' }}>
                  {unit}
                </Text>
              )}
            </Group>
          )}
          size="lg"
          inputMode="decimal"
          maxLength={40}
          autoComplete="off"
          value={text}
          disabled={disabled}
          error={tried && value === null ? t('question.notNumber') : undefined}
          errorProps={{ role: 'alert' }}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" size="lg" h={56} fullWidth disabled={disabled || !text.trim()}>
          {t('question.submit')}
        </Button>
      </Stack>
    </form>
  );
}
