// The floating back button (docs/PRODUCT-RULES.md#pages): switches the join page between player mode and screen mode.
// It floats at the bottom, where the join error snackbar (top centre) never covers it.
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function ModeToggleButton({ screenMode }: { screenMode: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="light"
      radius="xl"
      size="md"
      leftSection={<IconArrowLeft aria-hidden size={18} />}
      style={{ position: 'fixed', bottom: 'calc(12px + env(safe-area-inset-bottom))', left: 12, zIndex: 150 }}
      onClick={() =>
        void navigate({
          to: '/',
          search: (prev) => ({ ...prev, isScreen: screenMode ? undefined : true }),
          replace: true,
        })
      }
    >
      {screenMode ? t('join.switchToPlayer') : t('join.switchToScreen')}
    </Button>
  );
}
