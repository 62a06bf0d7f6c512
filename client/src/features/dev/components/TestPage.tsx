// Developer demo page (/test, docs/PRODUCT-RULES.md#pages): placeholder content behind the login guard.
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../auth/hooks/useAuth';

export default function TestPage() {
  const { user } = useAuth();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Test Page</Title>
        <Alert color="blue">This is a developer demo page with placeholder content.</Alert>
        <Card withBorder>
          <Text>Signed in as {user?.userName ?? 'unknown'}.</Text>
          <Text c="dimmed">Lorem ipsum dolor sit amet, consectetur adipiscing elit.</Text>
        </Card>
        <Group>
          <Button component={Link} to="/manager/home" variant="default">
            Manager Dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
