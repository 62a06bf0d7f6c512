import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconListCheck, IconUsersGroup } from '@tabler/icons-react';
import { useAuth } from '../../auth/hooks/useAuth';
import { DashboardCard } from '../../../components/dashboard/DashboardCard';
import { DashboardHeader } from '../../../components/dashboard/DashboardHeader';

export default function ManagerDashboardPage() {
  const { user } = useAuth();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <DashboardHeader title="Manager Dashboard">
          <Text size="lg">Welcome, {user?.userName}!</Text>
          <Text c="dimmed">{user?.emailAddress}</Text>
        </DashboardHeader>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DashboardCard
            to="/manager/activities"
            icon={<IconListCheck />}
            title="My Activities"
            description="Create and manage activities"
          />
          <DashboardCard to="/manager/teams" icon={<IconUsersGroup />} title="My Teams" description="Manage teams and players" />
          <DashboardCard to="/manager/events" icon={<IconCalendarEvent />} title="My Events" description="Organize and manage events" />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
