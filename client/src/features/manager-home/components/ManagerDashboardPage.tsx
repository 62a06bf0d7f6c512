import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconListCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/hooks/useAuth';
import { DashboardCard } from '../../../components/dashboard/DashboardCard';
import { DashboardHeader } from '../../../components/dashboard/DashboardHeader';

export default function ManagerDashboardPage() {
  const { t } = useTranslation('manage');
  const { user } = useAuth();
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="xl">
        <DashboardHeader title={t('managerHome.title')}>
          <Text size="lg">{t('managerHome.welcome', { name: user?.userName })}</Text>
          <Text c="dimmed">{user?.emailAddress}</Text>
        </DashboardHeader>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DashboardCard
            to="/manager/activities"
            icon={<IconListCheck />}
            title={t('managerHome.activities.title')}
            description={t('managerHome.activities.description')}
          />
          <DashboardCard
            to="/manager/teams"
            icon={<IconUsersGroup />}
            title={t('managerHome.teams.title')}
            description={t('managerHome.teams.description')}
          />
          <DashboardCard
            to="/manager/events"
            icon={<IconCalendarEvent />}
            title={t('managerHome.events.title')}
            description={t('managerHome.events.description')}
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
