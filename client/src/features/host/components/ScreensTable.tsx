import { ActionIcon, ColorSwatch, Group, Table, Text } from '@mantine/core';
import type { HostScreen } from '@quizfest/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screenLabel, screenPresence } from '../utils/screenPresence';

type Props = { screens: HostScreen[]; now: number; onRemove: (screen: HostScreen, label: string) => void };

/**
 * The screens showing the event. Anyone with the code may open one, so the operator can take off a
 * screen that is not theirs, or one left behind, and free its slot.
 */
export function ScreensTable({ screens, now, onRemove }: Props) {
  const { t } = useTranslation('host');
  if (screens.length === 0) return <Text c="dimmed">{t('screens.none')}</Text>;
  return (
    <Table verticalSpacing={6} highlightOnHover>
      <Table.Tbody>
        {screens.map((screen, index) => {
          const label = screenLabel(t, screen, index);
          return (
            <Table.Tr key={screen.screenId}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch
                    size={10}
                    color={screen.connected ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
                    withShadow={false}
                    role="img"
                    aria-label={screen.connected ? t('screens.connected') : t('screens.disconnected')}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500}>{label}</Text>
                    <Text size="xs" c="dimmed">
                      {screenPresence(t, screen, now)}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('screens.remove', { name: label })}
                    onClick={() => onRemove(screen, label)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
