import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CenteredLoader() {
  const { t } = useTranslation('manage');
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
