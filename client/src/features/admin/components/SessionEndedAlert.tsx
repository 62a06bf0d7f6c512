// An import replaces every account and ends every sign-in (the backup's users come in, the refresh
// tokens go): the account this browser holds may no longer exist, or have another password, so
// every call the page could make would fail. The page says so and leads to the admin sign-in.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../auth/hooks/useAuth';

export function SessionEndedAlert() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Leave the guarded page first, or the guard would send us to the manager sign-in instead.
  const signInAgain = async () => {
    await navigate({ to: '/admin/sign-in' });
    await signOut();
  };
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="Your session has ended">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          The import replaced every account with those in the backup and signed everyone out, you included. Sign in again with an admin
          account from the backup.
        </Text>
        <Button leftSection={<IconLogin size={18} />} onClick={() => void signInAgain()}>
          Sign in again
        </Button>
      </Stack>
    </Alert>
  );
}
