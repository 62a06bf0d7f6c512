// The multiple-choice options as big touch targets: full width, at least 64 px high, colour and
// shape together. After an answer the chosen one stays bright and the others fade.
import { Stack, Text, UnstyledButton } from '../../../components/phoneKit';
import { useTranslation } from '../../../i18n/playTranslation';
import { optionStyle } from '../../../lib/live/optionStyle';
import { optionButtonStyle } from './optionButtonStyle';
import { OptionShape } from './OptionShape';

type Props = {
  answers: readonly string[];
  optionCount: number;
  /** The option chosen (1-based), once answered. */
  chosen: number | null;
  disabled: boolean;
  onAnswer: (option: number) => void;
};

export function AnswerOptions({ answers, optionCount, chosen, disabled, onAnswer }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {Array.from({ length: optionCount }, (_, index) => {
        const option = index + 1;
        const style = optionStyle(index);
        const faded = chosen !== null ? chosen !== option : disabled;
        return (
          <UnstyledButton
            key={option}
            disabled={disabled}
            onClick={() => onAnswer(option)}
            aria-pressed={chosen === option}
            w="100%"
            mih={64}
            px="md"
            py="sm"
            style={optionButtonStyle(style, { faded, picked: chosen === option, locked: disabled })}
          >
            {/* Named by its shape ('Triangle Paris'), as the host may call it out. */}
            <OptionShape option={style} fz={26} lh={1} w={28} ta="center" style={{ flex: 'none' }} />
            <Text component="span" fz={20} fw={700} ta="left" style={{ overflowWrap: 'anywhere' }}>
              {answers[index] ?? t('question.option', { number: option })}
            </Text>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
