import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SessionControls } from './SessionControls';

type Props = { backLabel: string; onBack: () => void; title?: string };

/** Back to the list, the editor's title, Logout (spec §2). */
export function EditorTopBar({ backLabel, onBack, title }: Props) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
        {backLabel}
      </Button>
      {title ? (
        <Title order={1} size="h3" ta="center" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
          {title}
        </Title>
      ) : null}
      <SessionControls />
    </Group>
  );
}
