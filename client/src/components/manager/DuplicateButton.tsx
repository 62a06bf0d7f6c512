import { ActionIcon } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { name: string; busy: boolean; onDuplicate: () => void };

/** A list row's Duplicate action (issue 21), beside its Edit and Delete. */
export function DuplicateButton({ name, busy, onDuplicate }: Props) {
  const { t } = useTranslation('manage');
  return (
    <ActionIcon variant="subtle" aria-label={t('copies.duplicateItem', { name })} loading={busy} onClick={onDuplicate}>
      <IconCopy size={18} />
    </ActionIcon>
  );
}
