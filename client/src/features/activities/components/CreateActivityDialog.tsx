import { Group, Radio } from '@mantine/core';
import { ACTIVITY_TYPES, type ActivityType, LIMITS } from '@quizfest/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateActivity } from '../api/createActivity';

type Props = { opened: boolean; onClose: () => void; onCreated: (type: ActivityType, id: string) => void };

export function CreateActivityDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation('manage');
  const [type, setType] = useState<ActivityType>('quiz');
  const create = useCreateActivity();

  return (
    <CreateByNameDialog
      opened={opened}
      title={t('activities.create')}
      maxLength={LIMITS.nameMax}
      {...mutationState(create, t('activities.createFailed'), t)}
      onClose={() => {
        setType('quiz');
        onClose();
      }}
      onCreate={(name) => create.mutate({ type, name }, { onSuccess: ({ id }) => onCreated(type, id) })}
      lockWhileBusy
    >
      <Radio.Group label={t('activities.type')} value={type} onChange={(value) => setType(value as ActivityType)}>
        <Group mt="xs">
          {ACTIVITY_TYPES.map((value) => (
            <Radio key={value} value={value} label={t(`activities.types.${value}`)} disabled={create.isPending} />
          ))}
        </Group>
      </Radio.Group>
    </CreateByNameDialog>
  );
}
