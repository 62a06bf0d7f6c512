// Several right answers on a phone: each option a toggle, as big a touch target as AnswerOptions'
// buttons and in the same colour and shape, with a box that shows its tick; then one button sends
// every option ticked. A tap only ticks, so a player can change their mind until they submit; once
// submitted the ticks are the answer sent and the others fade.
import { Box, Button, Stack, Text, UnstyledButton } from '../../../components/phoneKit';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { optionStyle } from '../../../lib/live/optionStyle';
import { optionButtonStyle } from './optionButtonStyle';
import { OptionShape } from './OptionShape';

type Props = {
  answers: readonly string[];
  optionCount: number;
  /** The options of the answer sent or stored (1-based), once there is one: they show ticked. */
  submitted: readonly number[] | null;
  disabled: boolean;
  /** The id of the line that says what to do, which names the group of toggles. */
  labelledBy: string;
  onSubmit: (options: number[]) => void;
};

export function SelectOptions({ answers, optionCount, submitted, disabled, labelledBy, onSubmit }: Props) {
  const { t } = useTranslation();
  // Kept while the question is paused or closes, so that what was ticked is still there on resume.
  const [ticked, setTicked] = useState<readonly number[]>([]);
  const shown = submitted ?? ticked;
  const locked = disabled || submitted !== null;
  const toggle = (option: number) =>
    setTicked((current) => (current.includes(option) ? current.filter((o) => o !== option) : [...current, option]));
  return (
    <Stack gap="sm">
      <Stack gap="sm" role="group" aria-labelledby={labelledBy}>
        {Array.from({ length: optionCount }, (_, index) => {
          const option = index + 1;
          const style = optionStyle(index);
          const on = shown.includes(option);
          // As in AnswerOptions: the options not in the answer step back once it is sent.
          const faded = submitted !== null ? !on : disabled;
          return (
            <UnstyledButton
              key={option}
              role="checkbox"
              aria-checked={on}
              disabled={locked}
              onClick={() => toggle(option)}
              w="100%"
              mih={64}
              px="md"
              py="sm"
              style={optionButtonStyle(style, { faded, picked: on, locked })}
            >
              <OptionShape option={style} fz={26} lh={1} w={28} ta="center" style={{ flex: 'none' }} />
              <Text component="span" fz={20} fw={700} ta="left" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                {answers[index] ?? t('question.option', { number: option })}
              </Text>
              {/* The tick is drawn, not only coloured: the role says it to a screen reader. */}
              <Box
                component="span"
                aria-hidden
                w={32}
                h={32}
                fz={22}
                fw={900}
                lh="26px"
                ta="center"
                style={{ flex: 'none', border: '3px solid currentColor', borderRadius: 8 }}
              >
                {on ? '✓' : ''}
              </Box>
            </UnstyledButton>
          );
        })}
      </Stack>
      {submitted === null && (
        <Button
          size="lg"
          h={56}
          fullWidth
          disabled={disabled || ticked.length === 0}
          onClick={() => onSubmit([...ticked].sort((a, b) => a - b))}
        >
          {t('question.submit')}
        </Button>
      )}
    </Stack>
  );
}
