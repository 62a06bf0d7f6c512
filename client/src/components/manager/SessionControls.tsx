import { Group } from '@mantine/core';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { ThemeModeToggle } from '../theme/ThemeModeToggle';
import { LogoutButton } from '../../features/auth/components/LogoutButton';

type Props = { signInPath?: '/manager/sign-in' | '/admin/sign-in' };

/** The right end of every signed-in page's header: EN/FR and the theme toggle beside Logout. */
export function SessionControls({ signInPath }: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageSwitch />
      <ThemeModeToggle />
      <LogoutButton signInPath={signInPath} />
    </Group>
  );
}
