import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { message: string | null; onClose: () => void };

/** The dismissible error alert every list, editor and dialog uses (docs/PRODUCT-RULES.md#errors). */
export function ErrorAlert({ message, onClose }: Props) {
  const { t } = useTranslation('manage');
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      withCloseButton
      closeButtonLabel={t('common.dismissError')}
      onClose={onClose}
      role="alert"
    >
      {message}
    </Alert>
  );
}
