import { Group, Radio } from '@mantine/core';
import { ACTIVITY_TYPES, type ActivityType } from '@quizfest/shared';
import { useState } from 'react';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateActivity } from '../api/createActivity';
import { ACTIVITY_TYPE_LABELS } from '../utils/activityTypeLabels';

type Props = { opened: boolean; onClose: () => void; onCreated: (type: ActivityType, id: string) => void };

export function CreateActivityDialog({ opened, onClose, onCreated }: Props) {
  const [type, setType] = useState<ActivityType>('quiz');
  const create = useCreateActivity();

  return (
    <CreateByNameDialog
      opened={opened}
      title="Create New Activity"
      {...mutationState(create, 'Failed to create activity')}
      onClose={() => {
        setType('quiz');
        onClose();
      }}
      onCreate={(name) => create.mutate({ type, name }, { onSuccess: ({ id }) => onCreated(type, id) })}
      lockWhileBusy
    >
      <Radio.Group label="Type" value={type} onChange={(value) => setType(value as ActivityType)}>
        <Group mt="xs">
          {ACTIVITY_TYPES.map((value) => (
            <Radio key={value} value={value} label={ACTIVITY_TYPE_LABELS[value]} disabled={create.isPending} />
          ))}
        </Group>
      </Radio.Group>
    </CreateByNameDialog>
  );
}
