// What became of my answer: on its way, stored by the server, refused, or never given in time.
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerError } from '../../../i18n/serverErrors';
import type { AnswerStatus } from '../answerStatus';
import { useFocusOnMount } from '../useFocusOnMount';
import { OptionChip } from './OptionChip';

type Props = {
  status: AnswerStatus;
  answers: readonly string[];
  multipleChoice: boolean;
  /** A poll's answer is a vote, and is called one. */
  poll?: boolean;
};

export function AnswerFeedback({ status, answers, multipleChoice, poll = false }: Props) {
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
      return <Received answer={status.answer} answers={answers} multipleChoice={multipleChoice} poll={poll} />;
  }
}

type ReceivedProps = { answer: number | string; answers: readonly string[]; multipleChoice: boolean; poll: boolean };

/**
 * The confirmation takes focus: the pressed option is now disabled and focus would drop to the
 * page's body. A polite status, so a screen reader says it without cutting off what it was saying.
 */
function Received({ answer, answers, multipleChoice, poll }: ReceivedProps) {
  const { t } = useTranslation();
  const confirmation = useRef<HTMLDivElement>(null);
  useFocusOnMount(confirmation);
  const option = multipleChoice ? Number(answer) : NaN;
  return (
    <Stack ref={confirmation} tabIndex={-1} role="status" gap={6} align="center">
      <Text fw={800} size="xl" c="teal">
        {poll ? t('question.voteReceived') : t('question.received')}
      </Text>
      {Number.isInteger(option) && option >= 1 ? (
        <OptionChip index={option - 1} text={answers[option - 1] ?? t('question.option', { number: option })} />
      ) : (
        <Text fw={700} fz="lg" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {String(answer)}
        </Text>
      )}
    </Stack>
  );
}
