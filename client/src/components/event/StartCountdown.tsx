import { Stack, Text } from '../phoneKit';
import { useTranslation } from '../../i18n/playTranslation';
import type { AppLanguage } from '../../i18n/language';
import { formatTimeLeft } from '../../lib/formatTimeLeft';

type Props = {
  msLeft: number;
  size?: 'phone' | 'screen';
  /** A language other than the page's (the big screen shows both). */
  language?: AppLanguage;
};

export function StartCountdown({ msLeft, size = 'phone', language }: Props) {
  const { t } = useTranslation('play', { lng: language });
  const big = size === 'screen';
  return (
    <Stack gap={4} align="center" role="timer" aria-live="polite">
      <Text size={big ? '2.5rem' : 'lg'} c="dimmed">
        {t('player.startsIn')}
      </Text>
      <Text fz={big ? '5rem' : '2rem'} fw={900} lh={1.1} ta="center">
        {formatTimeLeft(msLeft, t)}
      </Text>
    </Stack>
  );
}
