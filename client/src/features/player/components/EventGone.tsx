// The event was deleted or the database reset: forget it and go back to the join page, rather than
// a page that reconnects forever to nothing.
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { translateServerError } from '../../../i18n/serverErrors';
import { clearEventId } from '../../../lib/participant';
import { showError } from '../../../lib/phoneSnackbar';
import { useToJoinPage } from '../toJoinPage';

export function EventGone({ message }: { message: string }) {
  const { t } = useTranslation();
  const toJoinPage = useToJoinPage();
  useEffect(() => {
    clearEventId();
    // One snackbar however many times the news arrives (the socket's `gone`, a poll's 404).
    showError(translateServerError(t, message), { id: 'event-gone' });
    toJoinPage({ replace: true });
  }, [message, toJoinPage, t]);
  return null;
}
