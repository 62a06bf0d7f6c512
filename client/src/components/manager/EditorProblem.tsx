import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';

type Props = { message: string; backLabel?: string; onBack?: () => void };

/** An editor that cannot show anything: no id, not found, or the load failed. */
export function EditorProblem({ message, backLabel, onBack }: Props) {
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" icon={<IconAlertCircle />} w="100%">
        {message}
      </Alert>
      {backLabel && onBack ? (
        <Button leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
          {backLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
