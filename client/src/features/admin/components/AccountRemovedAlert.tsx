// After a reset the admin's own account is gone with the rest of the data: every call the page
// could make would be refused, so it says so and offers the way back in.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../auth/hooks/useAuth';

export function AccountRemovedAlert() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Leave the guarded page first, or the guard would send us to the manager sign-in instead.
  const signUpAgain = async () => {
    await navigate({ to: '/admin/sign-up' });
    await signOut();
  };
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="Your admin account was removed">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          The reset deleted every user account together with the data, yours included. Sign up again to create the first admin; you can then
          import a backup.
        </Text>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => void signUpAgain()}>
          Sign up again
        </Button>
      </Stack>
    </Alert>
  );
}
