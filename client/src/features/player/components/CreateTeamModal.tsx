// Asks for a new team's name. The spec's window.prompt is replaced by a dialog: prompt blocks the
// page (and the poll), cannot be styled for a phone, and is suppressed by some in-app browsers.
// The browser's own modal dialog (issue 22: no Mantine on the phone): it keeps the focus inside and
// the page behind inert, Escape closes it, and the focus goes back to the button that opened it.
import { LIMITS } from '@quizfest/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { Button, CloseButton, Group, Stack, TextInput } from '../../../components/phoneKit';
import classes from './CreateTeamModal.module.css';

type Props = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onCreate: (name: string) => void;
};

export function CreateTeamModal({ opened, busy, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const dialog = useRef<HTMLDialogElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom, in the component tests, has neither showModal nor close: the dialog is then only
    // shown and hidden by its attribute.
    if (opened && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      // The name at each opening (the dialog stays mounted), not the first thing in it (its cross).
      nameField.current?.focus();
    } else if (!opened && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      setName('');
    }
  }, [opened]);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !busy) onCreate(trimmed);
  };

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Escape: closed by the page's state, and not while the team is being created.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A tap on the backdrop (the dialog itself, around its box) closes it, as Mantine's did.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={classes.box}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <h2 id={titleId} className={classes.title}>
            {t('createTeam.title')}
          </h2>
          <CloseButton aria-label={t('createTeam.close')} onClick={close} />
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('createTeam.name')}
              size="lg"
              // The server takes no longer a name, and would say so in English schema words.
              maxLength={LIMITS.teamNameMax}
              ref={nameField}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              disabled={busy}
            />
            <Group justify="flex-end">
              <Button variant="default" size="md" onClick={close} disabled={busy}>
                {t('createTeam.cancel')}
              </Button>
              <Button type="submit" size="md" disabled={!trimmed} loading={busy}>
                {t('createTeam.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </div>
    </dialog>
  );
}
