import type { ActivityRules, PublicTeam } from '@quizfest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { render } from '../../../test/render';
import { PlayerJoinForm } from './PlayerJoinForm';

const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const PLAYER_ID = '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21';
const teams: PublicTeam[] = [
  { id: '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a01', name: 'Owls', imageUrl: null, score: 0 },
  { id: '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a02', name: 'Foxes', imageUrl: null, score: 3 },
];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(rules: ActivityRules, currentName?: string) {
  const onJoined = vi.fn();
  const onTeamCreated = vi.fn();
  render(
    <PlayerJoinForm
      eventId={EVENT_ID}
      playerId={PLAYER_ID}
      rules={rules}
      teams={teams}
      onJoined={onJoined}
      onTeamCreated={onTeamCreated}
      currentName={currentName}
    />,
  );
  return { onJoined, onTeamCreated };
}

const join = () => userEvent.click(screen.getByRole('button', { name: 'Join' }));
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>;

describe('PlayerJoinForm', () => {
  it('starts from the name the player already has (one the host set stays), so choosing a team again keeps it', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ playerId: PLAYER_ID, name: 'Host Named', teamId: null }), { status: 200 }));
    renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: false }, 'Host Named');
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Host Named');
    await join();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ name: 'Host Named' });
  });

  it("asks for a name first: 'Please enter your name'", async () => {
    renderForm({ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false });
    await join();
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with preset teams only: no teamless choice, no team creation, and 'Please select a team'", async () => {
    renderForm({ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false });
    expect(screen.queryByLabelText('Play without a team')).not.toBeInTheDocument();
    expect(screen.queryByText('Create New Team')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your Name'), 'Ann');
    await join();
    expect(await screen.findByText('Please select a team')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen team', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ playerId: PLAYER_ID, name: 'Ann', teamId: teams[1]!.id })));
    const { onJoined } = renderForm({ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false });
    await userEvent.type(screen.getByLabelText('Your Name'), '  Ann ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Foxes');
    await join();
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/players/set-info');
    expect(sentBody()).toEqual({ eventId: EVENT_ID, playerId: PLAYER_ID, name: 'Ann', teamId: teams[1]!.id });
  });

  it('when teamless play is allowed: the message offers it, and choosing it sends an empty teamId', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ playerId: PLAYER_ID, name: 'Ann', teamId: null })));
    const { onJoined } = renderForm({ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: true });
    await userEvent.type(screen.getByLabelText('Your Name'), 'Ann');
    await join();
    expect(await screen.findByText('Please select a team or choose to play without a team')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Play without a team'));
    await join();
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(sentBody().teamId).toBe('');
  });

  it('checking "Play without a team" clears the chosen team', async () => {
    renderForm({ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: true });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Team' });
    await userEvent.selectOptions(select, 'Owls');
    expect(select.selectedOptions[0]).toHaveTextContent('Owls');
    await userEvent.click(screen.getByLabelText('Play without a team'));
    expect(select).toHaveValue('');
    expect(select.selectedOptions[0]).toHaveTextContent('Select a team');
  });

  it('no_teams: no team selection at all, the name is enough', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ playerId: PLAYER_ID, name: 'Ann', teamId: null })));
    const { onJoined } = renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: true });
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Play without a team')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your Name'), 'Ann');
    await join();
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(sentBody().teamId).toBe('');
  });

  it('allow_custom_teams: creates a team from the dialog, then selects it', async () => {
    const created = { id: '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a03', name: 'Badgers', score: 0 };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(created), { status: 201 }));
    const { onTeamCreated } = renderForm({ teamsConfig: 'allow_custom_teams', allowTeamlessPlayers: false });
    await userEvent.click(screen.getByText('Create New Team'));
    await userEvent.type(await screen.findByLabelText('Team Name'), '  Badgers  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onTeamCreated).toHaveBeenCalledWith(expect.objectContaining({ id: created.id, name: 'Badgers' })));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/players/create-team');
    expect(sentBody()).toEqual({ eventId: EVENT_ID, playerId: PLAYER_ID, name: 'Badgers' });
  });

  it('replaces the last error with the new one, and clears it once the player has joined', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ playerId: PLAYER_ID, name: 'Ann', teamId: teams[0]!.id })));
    const { onJoined } = renderForm({ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false });
    await join();
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your Name'), 'Ann');
    await join();
    expect(await screen.findByText('Please select a team')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Owls');
    await join();
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Please select a team')).not.toBeInTheDocument());
  });

  it('says how many of the 40 characters a name may have are used, since the field stops there', async () => {
    renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: false });
    expect(screen.getByText('0/40 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your Name'), 'Ann');
    expect(screen.getByText('3/40 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your Name'), 'x'.repeat(50));
    expect(screen.getByLabelText('Your Name')).toHaveValue(`Ann${'x'.repeat(37)}`);
    expect(screen.getByText('40/40 characters')).toBeInTheDocument();
  });

  it('counts an emoji as one character, and stops where the server stops (40 UTF-16 units), never inside an emoji', async () => {
    renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: false });
    const field = screen.getByLabelText('Your Name');
    await userEvent.type(field, 'Ann 👍');
    expect(screen.getByText('5/40 characters')).toBeInTheDocument();
    // A family emoji is 8 UTF-16 units but one character to a person.
    await userEvent.clear(field);
    await userEvent.type(field, '👨‍👩‍👧');
    expect(screen.getByText('1/40 characters')).toBeInTheDocument();
    // 25 thumbs are 50 units: the server takes 40, so 20 whole thumbs stay and none is cut in half.
    await userEvent.clear(field);
    field.focus();
    await userEvent.paste('👍'.repeat(25));
    expect(field).toHaveValue('👍'.repeat(20));
    expect(screen.getByText('20/40 characters')).toBeInTheDocument();
  });

  it('counts characters as a person does in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: false });
    await userEvent.type(screen.getByLabelText('Votre nom'), 'Zoé 🎉');
    expect(screen.getByText('5/40 caractères')).toBeInTheDocument();
  });

  it("lists the teams by name, as the big screen does ('Team 2' before 'Team 10'), not in the event's order", async () => {
    const numbered: PublicTeam[] = ['Team 10', 'owls', 'Team 2', 'Écureuils'].map((name, i) => ({
      id: `1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1b0${i}`,
      name,
      imageUrl: null,
      score: 0,
    }));
    render(
      <PlayerJoinForm
        eventId={EVENT_ID}
        playerId={PLAYER_ID}
        rules={{ teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false }}
        teams={numbered}
        onJoined={vi.fn()}
        onTeamCreated={vi.fn()}
      />,
    );
    // The phone's own picker: its prompt first, then the teams.
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a team', 'Écureuils', 'owls', 'Team 2', 'Team 10']);
    expect(options[0]).toBeDisabled();
  });

  it("shows 'Failed to set player info' style errors from the server", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Team not found' }), { status: 404 }));
    renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: false });
    await userEvent.type(screen.getByLabelText('Your Name'), 'Ann');
    await join();
    expect(await screen.findByText('Team not found')).toBeInTheDocument();
  });

  it('says a taken name under the name field, and clears it once the name changes', async () => {
    const taken = 'This name is already taken in this event; please choose another';
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: taken }), { status: 409 }));
    renderForm({ teamsConfig: 'no_teams', allowTeamlessPlayers: false });
    const field = screen.getByLabelText('Your Name');
    await userEvent.type(field, 'Alice');
    await join();
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Under the field only, not in the snackbar as well.
    expect(screen.getAllByText(taken)).toHaveLength(1);
    await userEvent.type(field, ' B');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
  });
});
