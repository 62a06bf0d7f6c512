import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showError } from '../../lib/snackbar';
import { theme } from '../../theme';
import { SnackbarHost } from './SnackbarHost';

function renderHost() {
  return render(
    <MantineProvider theme={theme} env="test">
      <SnackbarHost autoClose={6000} />
    </MantineProvider>,
  );
}

describe('SnackbarHost', () => {
  afterEach(() => act(() => notifications.clean()));

  it('draws nothing until a snackbar is asked for, then loads the list and shows it', async () => {
    renderHost();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => showError('No event found with this code'));
    expect(await screen.findByText('No event found with this code')).toBeInTheDocument();
  });

  it('shows a snackbar asked for before the page drew the host', async () => {
    act(() => showError('Network error occurred'));
    renderHost();
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
  });
});
