import { Stack, Text, Title } from '../../../components/phoneKit';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { useFocusOnMount } from '../useFocusOnMount';

type Props = { name: string; teamName: string | null; teamless: boolean };

export function PlayerWelcome({ name, teamName, teamless }: Props) {
  const { t } = useTranslation();
  // The waiting view's heading takes focus from the name form's Join, which is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    // A name or team of 40 letters without a space breaks anywhere rather than across the card's
    // border; the Stack's full width gives the break a width to work with.
    <Stack gap="sm" align="center" ta="center" w="100%" style={{ overflowWrap: 'anywhere' }}>
      <Title ref={heading} tabIndex={-1} order={2} fz={32}>
        {t('welcome.title', { name })}
      </Title>
      <Text size="xl" fw={600}>
        {teamless ? t('welcome.teamless') : t('welcome.team', { team: teamName ?? '…' })}
      </Text>
      <Text c="dimmed">{t('welcome.getReady')}</Text>
    </Stack>
  );
}
