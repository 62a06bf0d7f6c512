// The event was deleted or the database reset: forget it and go back to the join page, rather than
// a page that reconnects forever to nothing.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearEventId } from '../../../lib/participant';
import { showError } from '../../../lib/snackbar';

export function EventGone({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearEventId();
    showError(message);
    void navigate({ to: '/', replace: true });
  }, [message, navigate]);
  return null;
}
