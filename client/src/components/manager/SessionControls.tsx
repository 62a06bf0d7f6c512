import { Group } from '@mantine/core';
import { ThemeModeToggle } from '../theme/ThemeModeToggle';
import { LogoutButton } from '../../features/auth/components/LogoutButton';

type Props = { signInPath?: '/manager/sign-in' | '/admin/sign-in' };

/** The right end of every signed-in page's header: the theme toggle beside Logout. */
export function SessionControls({ signInPath }: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeModeToggle />
      <LogoutButton signInPath={signInPath} />
    </Group>
  );
}
