// Under an ended event: the code field for tonight's event. A returning phone lands on the event it
// joined last (the join page sends it here), and once that one has ended, 'Leave event' was the only
// way to the code field; here the code is typed where the player already is.
import { Button, Paper, Stack, Text, TextInput } from '../../../components/phoneKit';
import { IconArrowRight } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { translateServerError } from '../../../i18n/serverErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { eventCodeToSend, typedEventCode } from '../../../lib/eventCode';
import { useJoinEvent } from '../../../lib/useJoinEvent';
import { clearFormError, showFormError } from '../../../lib/phoneSnackbar';

/** `onJoined`: the new event's id, stored already, for the page to follow instead of the ended one. */
export function JoinAnotherEvent({ onJoined }: { onJoined: (eventId: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const join = useJoinEvent();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toSend = eventCodeToSend(code);
    if (!toSend) {
      showFormError('join-another', t('join.noCode'));
      return;
    }
    join.mutate(
      { code: toSend, mode: 'player' },
      {
        onSuccess: (response) => {
          clearFormError('join-another');
          onJoined(response.eventId);
        },
        onError: (error) => showFormError('join-another', translateServerError(t, errorMessage(error, t('join.failed')))),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" w="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={700} ta="center">
            {t('join.another')}
          </Text>
          {/* Stacked, as on the join page: beside the button a 390-px phone cut the placeholder. */}
          <TextInput
            label={t('join.codeLabel')}
            placeholder={t('join.codePlaceholder')}
            size="lg"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(typedEventCode(e.currentTarget.value))}
            inputStyle={{ textAlign: 'center', fontWeight: 800, letterSpacing: code ? '0.3em' : undefined }}
            readOnly={join.isPending}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            rightSection={<IconArrowRight aria-hidden />}
            disabled={code === ''}
            loading={join.isPending}
          >
            {t('join.join')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
