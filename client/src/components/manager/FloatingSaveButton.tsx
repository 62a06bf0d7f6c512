import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { saving: boolean; onSave: () => void; disabled?: boolean };

/** Shows Mantine's spinner while saving (docs/PRODUCT-RULES.md#pages) and cannot be pressed twice meanwhile. */
export function FloatingSaveButton({ saving, onSave, disabled = false }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Button
      size="lg"
      radius="xl"
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      leftSection={<IconDeviceFloppy size={20} />}
      loading={saving}
      disabled={disabled}
      onClick={onSave}
    >
      {t('common.save')}
    </Button>
  );
}
