import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconListCheck, IconLogout, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth/useAuth';
import { DashboardCard } from './DashboardCard';

export default function ManagerDashboardPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  // Leave the guarded page first, or the guard would remember it as the page to come back to.
  const logout = async () => {
    await navigate({ to: '/manager/sign-in' });
    await signOut();
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Manager Dashboard</Title>
            <Text size="lg">Welcome, {user?.userName}!</Text>
            <Text c="dimmed">{user?.emailAddress}</Text>
          </div>
          <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
            Logout
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DashboardCard
            to="/manager/activities"
            icon={<IconListCheck />}
            title="My Activities"
            description="Create and manage activities"
          />
          <DashboardCard
            to="/manager/teams"
            icon={<IconUsersGroup />}
            title="My Teams"
            description="Manage teams and players"
          />
          <DashboardCard
            to="/manager/events"
            icon={<IconCalendarEvent />}
            title="My Events"
            description="Organize and manage events"
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
