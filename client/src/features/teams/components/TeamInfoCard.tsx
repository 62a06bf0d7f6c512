import { NumberInput, Stack, TextInput } from '@mantine/core';
import { SectionCard } from '../../../components/manager/SectionCard';
import { TeamImagePreview } from './TeamImagePreview';

export type TeamInfo = { name: string; score: string | number; imageUrl: string };

type Props = { value: TeamInfo; onChange: (value: TeamInfo) => void };

export function TeamInfoCard({ value, onChange }: Props) {
  const imageUrl = value.imageUrl.trim();
  return (
    <SectionCard title="Team Information">
      <Stack>
        <TextInput label="Team Name" required value={value.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />
        <NumberInput label="Score" allowDecimal={false} value={value.score} onChange={(score) => onChange({ ...value, score })} />
        <TextInput
          label="Image URL"
          description="URL to team logo or image"
          value={value.imageUrl}
          onChange={(e) => onChange({ ...value, imageUrl: e.currentTarget.value })}
        />
        {/* Keyed by URL so that a new address gets a fresh try after a failed one. */}
        <TeamImagePreview key={imageUrl} url={imageUrl} />
      </Stack>
    </SectionCard>
  );
}
