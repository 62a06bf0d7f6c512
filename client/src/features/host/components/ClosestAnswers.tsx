// Who came closest to a numeric estimate's value, nearest first, for the host to name them: each
// player, their team and their answer as the console's language writes numbers, with its unit in
// that language; the answers that scored marked as the right options are.
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { LiveQuestion, LiveReveal, QuizLanguage } from '@quizfest/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEstimate } from '../../../lib/live/estimate';

type Props = { question: LiveQuestion; closest: NonNullable<LiveReveal['estimate']>['closest'] };

export function ClosestAnswers({ question, closest }: Props) {
  const { t, i18n } = useTranslation('host');
  const languages: QuizLanguage[] = i18n.language.startsWith('fr') ? ['fr_FR', 'en_US'] : ['en_US', 'fr_FR'];
  const unit = languages.map((language) => question.texts[language]?.unit).find(Boolean);
  return (
    <Stack gap={4}>
      <Text c="dimmed" size="sm" fw={600}>
        {t('preview.closest')}
      </Text>
      <Stack component="ol" aria-label={t('preview.closest')} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {closest.map((entry, index) => (
          <Group component="li" key={index} gap="xs" wrap="nowrap" data-right={entry.right || undefined}>
            <ThemeIcon variant={entry.right ? 'filled' : 'light'} color={entry.right ? 'green' : 'gray'} radius="xl" size="sm">
              {entry.right ? <IconCheck size={14} aria-label={t('preview.correct')} /> : <Text size="xs">{index + 1}</Text>}
            </ThemeIcon>
            <Text fw={entry.right ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
              {entry.name}
              {entry.teamName ? <Text span c="dimmed">{` (${entry.teamName})`}</Text> : null}
            </Text>
            <Text fw={600} ml="auto" style={{ flexShrink: 0 }}>
              {formatEstimate(entry.answer, i18n.language, unit)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
