import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

describe('ModeToggleButton', () => {
  it('switches the join page to screen mode and back', async () => {
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Join as a screen' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ isScreen: true }));
    expect(await screen.findByRole('button', { name: 'Join as Screen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join as a player' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(router.state.location.search).not.toHaveProperty('isScreen', true);
  });
});
