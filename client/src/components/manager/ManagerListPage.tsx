// The scaffold shared by My Activities, My Teams and My Events (docs/PRODUCT-RULES.md#pages): header with Home and
// Logout, load error, loading, empty state or table, the create dialog and the delete confirmation.
import { Button, Container, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from './CenteredLoader';
import { type DeleteKind, DeleteConfirmDialog } from './DeleteConfirmDialog';
import { EmptyListState } from './EmptyListState';
import { ErrorAlert } from './ErrorAlert';
import { FloatingAddButton } from './FloatingAddButton';
import { ManagerPageHeader } from './ManagerPageHeader';
import { type MutationLike, mutationState } from '../../lib/manager/mutationState';
import { useDismissibleError } from '../../lib/manager/useDismissibleError';

export type DeleteMutation<T> = MutationLike & { mutate: (item: T, options: { onSuccess: () => void }) => void };

type Props<T> = {
  title: string;
  /** The header button's, the floating button's and the dialog's title. */
  createLabel: string;
  list: { data: T[] | undefined; isPending: boolean; error: unknown };
  loadFailure: string;
  empty: { title: string; hint: string };
  table: (items: T[], onDelete: (item: T) => void) => ReactNode;
  createDialog: (opened: boolean, close: () => void) => ReactNode;
  deletion: { title: string; kind: DeleteKind; failure: string; mutation: DeleteMutation<T>; lockWhileBusy?: boolean };
};

export function ManagerListPage<T extends { name: string }>(props: Props<T>) {
  const { title, createLabel, list, loadFailure, empty, table, createDialog, deletion } = props;
  const { t } = useTranslation('manage');
  const loadError = useDismissibleError(list.error, loadFailure);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = deletion.mutation;

  const cancelDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <Container component="main" size="lg" py="lg">
      <Stack>
        <ManagerPageHeader
          title={title}
          createButton={
            <Button visibleFrom="sm" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
              {createLabel}
            </Button>
          }
        />
        <ErrorAlert message={loadError.message} onClose={loadError.dismiss} />
        {list.isPending ? (
          <CenteredLoader />
        ) : list.data?.length ? (
          <Paper withBorder p="md">
            {table(list.data, setDeleting)}
          </Paper>
        ) : list.data ? (
          <EmptyListState title={empty.title} hint={empty.hint} />
        ) : null}
      </Stack>
      <FloatingAddButton label={createLabel} onClick={() => setCreating(true)} />
      {createDialog(creating, () => setCreating(false))}
      <DeleteConfirmDialog
        target={deleting}
        title={deletion.title}
        kind={deletion.kind}
        {...mutationState(remove, deletion.failure, t)}
        onCancel={cancelDelete}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        lockWhileBusy={deletion.lockWhileBusy}
      />
    </Container>
  );
}
