import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameTooLong } from '../../lib/manager/nameTooLong';
import { ErrorAlert } from './ErrorAlert';

type Props = {
  opened: boolean;
  title: string;
  /** The longest name the server takes (the shared schema's limit): a longer one is refused at the field. */
  maxLength: number;
  busy: boolean;
  error: string | null;
  onDismissError: () => void;
  onClose: () => void;
  /** Receives the trimmed, non-empty name (docs/PRODUCT-RULES.md#validation). */
  onCreate: (name: string) => void;
  /** Only the activity dialogs block closing while busy (docs/PRODUCT-RULES.md#validation). */
  lockWhileBusy?: boolean;
  /** Extra fields between the name and the buttons, such as the activity type. */
  children?: ReactNode;
};

export function CreateByNameDialog({
  opened,
  title,
  maxLength,
  busy,
  error,
  onDismissError,
  onClose,
  onCreate,
  lockWhileBusy = false,
  children,
}: Props) {
  const { t } = useTranslation('manage');
  const [name, setName] = useState('');
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts empty, however the last one ended (cancel, or a create that succeeded).
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setName('');
  }
  const trimmed = name.trim();
  const tooLong = nameTooLong(t, name, maxLength);
  const locked = lockWhileBusy && busy;

  // A failed attempt's error goes with the dialog, so the next opening starts clean.
  const close = () => {
    if (locked) return;
    onDismissError();
    onClose();
  };

  // A form, so Enter in the name field submits like the Create button does.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || busy) return;
    onCreate(trimmed);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={!locked} closeOnEscape={!locked} withCloseButton={!locked}>
      <form onSubmit={submit}>
        <Stack>
          <ErrorAlert message={error} onClose={onDismissError} />
          <TextInput
            label={t('common.name')}
            required
            value={name}
            error={tooLong}
            onChange={(e) => setName(e.currentTarget.value)}
            disabled={busy}
            data-autofocus
          />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!trimmed || tooLong !== null} loading={busy}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
