// What became of my answer: on its way, stored by the server, refused, or never given in time.
import { Group, Loader, Stack, Text } from '../../../components/phoneKit';
import type { AnswerValue } from '@quizfest/shared';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { translateServerError } from '../../../i18n/serverErrors';
import type { AnswerStatus } from '../answerStatus';
import { pickedOptions } from '../selection';
import { useFocusOnMount } from '../useFocusOnMount';
import { OptionChip } from './OptionChip';

type Props = {
  status: AnswerStatus;
  answers: readonly string[];
  multipleChoice: boolean;
  /** A poll's answer is a vote, and is called one. */
  poll?: boolean;
  /** Whether the answer is said again under the confirmation: not an order, which its own list shows as sent. */
  echo?: boolean;
  /**
   * How a typed answer reads back when not as it was sent: an estimate as the player's language
   * writes numbers, with its unit.
   */
  readBack?: (answer: string) => string;
};

export function AnswerFeedback({ status, answers, multipleChoice, poll = false, echo = true, readBack }: Props) {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'open':
    case 'paused': // said by PausedNotice, under the countdown
      return null;
    case 'closed':
      return (
        <Text ta="center" fw={700} size="lg">
          {t('question.timesUp')}
        </Text>
      );
    case 'refused':
      return (
        <Text ta="center" fw={700} c="red" role="alert">
          {translateServerError(t, status.message)}
        </Text>
      );
    case 'sending':
      return (
        <Group justify="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text fw={600}>{t('question.sending')}</Text>
        </Group>
      );
    case 'received':
      return (
        <Received answer={status.answer} answers={answers} multipleChoice={multipleChoice} poll={poll} echo={echo} readBack={readBack} />
      );
  }
}

type ReceivedProps = Pick<Props, 'answers' | 'multipleChoice' | 'readBack'> & { answer: AnswerValue; poll: boolean; echo: boolean };

/**
 * The confirmation takes focus: the pressed option is now disabled and focus would drop to the
 * page's body. A polite status, so a screen reader says it without cutting off what it was saying.
 */
function Received({ answer, answers, multipleChoice, poll, echo, readBack }: ReceivedProps) {
  const { t } = useTranslation();
  const confirmation = useRef<HTMLDivElement>(null);
  useFocusOnMount(confirmation);
  // Every option of the answer: one for a choice or a vote, all those ticked for several right answers.
  const options = multipleChoice ? pickedOptions(answer) : [];
  return (
    <Stack ref={confirmation} tabIndex={-1} role="status" gap={6} align="center">
      <Text fw={800} size="xl" c="teal">
        {poll ? t('question.voteReceived') : t('question.received')}
      </Text>
      {!echo ? null : options.length > 0 ? (
        options.map((option) => (
          <OptionChip key={option} index={option - 1} text={answers[option - 1] ?? t('question.option', { number: option })} />
        ))
      ) : (
        <Text fw={700} fz="lg" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {readBack ? readBack(String(answer)) : String(answer)}
        </Text>
      )}
    </Stack>
  );
}
