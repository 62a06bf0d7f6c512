import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MAX_ADJUSTMENT_POINTS } from '@quizfest/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { formatCount } from '../utils/formatCount';

/** Whose points move: a team's row or a player's, by the id the console has for it. */
export type AdjustTarget = { kind: 'team'; teamId: string; name: string } | { kind: 'player'; playerId: string; name: string };

type Props = {
  /** The modal is open while this is set. */
  target: AdjustTarget | null;
  busy: boolean;
  error: string | null;
  onDismissError: () => void;
  onCancel: () => void;
  /** Receives a whole, non-zero number of points within the server's bounds, and the trimmed reason. */
  onAdjust: (points: number, reason: string) => void;
};

export function AdjustPointsModal({ target, ...rest }: Props) {
  const { t } = useTranslation('host');
  return (
    <Modal opened={target !== null} onClose={rest.onCancel} title={target ? t('adjust.title', { name: target.name }) : ''}>
      {/* Mounted per opening, so that a second adjustment does not start from the first one's fields. */}
      {target ? <AdjustForm kind={target.kind} {...rest} /> : null}
    </Modal>
  );
}

function AdjustForm({ kind, busy, error, onDismissError, onCancel, onAdjust }: Omit<Props, 'target'> & { kind: AdjustTarget['kind'] }) {
  const { t, i18n } = useTranslation('host');
  const [points, setPoints] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const typed = typeof points === 'number';
  const inRange = typed && Number.isInteger(points) && Math.abs(points) <= MAX_ADJUSTMENT_POINTS;
  const valid = inRange && points !== 0;
  // An empty field says nothing yet: Submit stays off until it holds a number the server takes.
  let pointsError: string | null = null;
  if (typed && points === 0) pointsError = t('adjust.pointsZero');
  else if (typed && !inRange) pointsError = t('adjust.pointsRange', { max: formatCount(MAX_ADJUSTMENT_POINTS, i18n.language) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof points === 'number' && valid && trimmed && !busy) onAdjust(points, trimmed);
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <ErrorAlert message={error} onClose={onDismissError} />
        <Text size="sm" c="dimmed">
          {kind === 'team' ? t('adjust.teamHint') : t('adjust.playerHint')}
        </Text>
        <NumberInput
          label={t('adjust.points')}
          required
          allowDecimal={false}
          min={-MAX_ADJUSTMENT_POINTS}
          max={MAX_ADJUSTMENT_POINTS}
          // Clamping would turn a mistyped 1000000 into 100000 unseen: the field says it instead.
          clampBehavior="none"
          value={points}
          onChange={setPoints}
          error={pointsError}
          data-autofocus
        />
        <TextInput
          label={t('adjust.reason')}
          placeholder={t('adjust.reasonPlaceholder')}
          required
          maxLength={LIMITS.adjustmentReasonMax}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialogs.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || !trimmed} loading={busy}>
            {t('adjust.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
