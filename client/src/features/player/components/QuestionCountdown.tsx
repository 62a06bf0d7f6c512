import { Group, Progress, Text } from '../../../components/phoneKit';
import { useTranslation } from '../../../i18n/playTranslation';

type Props = { msLeft: number; timeLimit: number; paused: boolean };

export function QuestionCountdown({ msLeft, timeLimit, paused }: Props) {
  const { t } = useTranslation();
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const fraction = timeLimit > 0 ? Math.min(1, Math.max(0, msLeft / (timeLimit * 1000))) : 0;
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress value={fraction * 100} size="lg" radius="xl" style={{ flex: 1 }} color={seconds <= 5 ? 'red' : 'blue'} aria-hidden />
      <Text role="timer" fw={900} fz={paused ? 'lg' : 28} miw={48} ta="right">
        {paused ? t('question.paused') : seconds}
      </Text>
    </Group>
  );
}
