// What became of my answer: on its way, stored by the server, refused, or never given in time.
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateServerError } from '../../../i18n/serverErrors';
import type { AnswerStatus } from '../answerStatus';
import { OptionChip } from './OptionChip';

type Props = { status: AnswerStatus; answers: readonly string[]; multipleChoice: boolean };

export function AnswerFeedback({ status, answers, multipleChoice }: Props) {
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
        <Group justify="center" gap="xs" aria-live="polite">
          <Loader size="sm" />
          <Text fw={600}>{t('question.sending')}</Text>
        </Group>
      );
    case 'received': {
      const option = multipleChoice ? Number(status.answer) : NaN;
      return (
        <Stack gap={6} align="center" aria-live="polite">
          <Text fw={800} size="xl" c="teal">
            {t('question.received')}
          </Text>
          {Number.isInteger(option) && option >= 1 ? (
            <OptionChip index={option - 1} text={answers[option - 1] ?? t('question.option', { number: option })} />
          ) : (
            <Text fw={700} fz="lg" ta="center" style={{ overflowWrap: 'anywhere' }}>
              {String(status.answer)}
            </Text>
          )}
        </Stack>
      );
    }
  }
}
