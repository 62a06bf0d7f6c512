import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/manager/SectionCard';
import { TeamImagePreview } from './TeamImagePreview';

export type TeamInfo = { name: string; score: string | number; imageUrl: string };

type Props = { value: TeamInfo; onChange: (value: TeamInfo) => void; nameError: string | null };

export function TeamInfoCard({ value, onChange, nameError }: Props) {
  const { t } = useTranslation('manage');
  const imageUrl = value.imageUrl.trim();
  return (
    <SectionCard title={t('teams.infoTitle')}>
      <Stack>
        <TextInput
          label={t('teams.nameLabel')}
          required
          value={value.name}
          error={nameError}
          onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        />
        <NumberInput
          label={t('teams.score')}
          description={t('teams.scoreHint')}
          allowDecimal={false}
          value={value.score}
          onChange={(score) => onChange({ ...value, score })}
        />
        <TextInput
          label={t('teams.imageUrl')}
          description={t('teams.imageHint')}
          value={value.imageUrl}
          onChange={(e) => onChange({ ...value, imageUrl: e.currentTarget.value })}
        />
        {/* Keyed by URL so that a new address gets a fresh try after a failed one. */}
        <TeamImagePreview key={imageUrl} url={imageUrl} />
      </Stack>
    </SectionCard>
  );
}
