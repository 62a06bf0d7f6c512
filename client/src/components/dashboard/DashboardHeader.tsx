import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SessionControls } from '../manager/SessionControls';

type Props = {
  title: string;
  /** Who is signed in, under the title. */
  children?: ReactNode;
  signInPath?: '/manager/sign-in' | '/admin/sign-in';
};

/** The dashboards' title and greeting, with the theme toggle and Logout. */
export function DashboardHeader({ title, children, signInPath }: Props) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1}>{title}</Title>
        {children}
      </div>
      <SessionControls signInPath={signInPath} />
    </Group>
  );
}
