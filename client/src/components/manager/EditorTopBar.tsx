import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SessionControls } from './SessionControls';

type Props = {
  backLabel: string;
  onBack: () => void;
  title?: string;
  /** The page's own buttons, before Logout. */
  actions?: ReactNode;
};

/** Back to the list, the editor's title, Logout (docs/PRODUCT-RULES.md#pages). */
export function EditorTopBar({ backLabel, onBack, title, actions }: Props) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
        {backLabel}
      </Button>
      {title ? (
        // Two lines: beside the page's buttons, the EN/FR switch and Logout, a French title ('Modifier
        // l’événement : Soirée quiz du vendredi') cut after its first words on a laptop.
        <Title order={1} size="h3" ta="center" lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
          {title}
        </Title>
      ) : null}
      <Group gap="xs" wrap="nowrap">
        {actions}
        <SessionControls />
      </Group>
    </Group>
  );
}
