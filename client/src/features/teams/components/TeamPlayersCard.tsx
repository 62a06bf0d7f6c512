import { ActionIcon, Code, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/manager/SectionCard';

type Props = { playerIds: string[]; onRemove: (playerId: string) => void };

/** Player ids are read-only here; removing one only takes effect on save (docs/PRODUCT-RULES.md#editors). */
export function TeamPlayersCard({ playerIds, onRemove }: Props) {
  const { t } = useTranslation('manage');
  return (
    <SectionCard title={t('teams.playersTitle', { count: playerIds.length })}>
      {playerIds.length === 0 ? (
        <Text c="dimmed">{t('teams.noPlayers')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {playerIds.map((playerId) => (
            <Group key={playerId} component="li" justify="space-between" wrap="nowrap">
              <Code>{playerId}</Code>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('teams.removePlayer', { name: playerId })}
                onClick={() => onRemove(playerId)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
