// The phone kit keeps what the player's views relied on Mantine for: fields tied to their label,
// description and error; a busy button that cannot be pressed twice; the language switch as a
// radio group; and style props written over Mantine's variables.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '.';

describe('the phone kit', () => {
  it('ties a field to its label, description and error', () => {
    render(<TextInput label="Your Name" description="3/40 characters" error="Please enter your name" errorProps={{ role: 'alert' }} />);
    const field = screen.getByRole('textbox', { name: 'Your Name' });
    expect(field).toHaveAccessibleDescription('3/40 characters Please enter your name');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
  });

  it('leaves a field without an error valid, and names a select by its label', () => {
    render(
      <NativeSelect
        label="Team"
        value=""
        onChange={() => {}}
        data={[
          { value: '', label: 'Select a team', disabled: true },
          { value: 'owls', label: 'Owls' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('option', { name: 'Select a team' })).toBeDisabled();
  });

  it('disables a busy button, so that a second tap sends nothing', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Join</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    rerender(
      <Button onClick={onClick} loading>
        Join
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws a segmented control as radios in a named group', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Language"
        value="en_US"
        onChange={onChange}
        data={[
          { value: 'en_US', label: 'English' },
          { value: 'fr_FR', label: 'Français' },
        ]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(onChange).toHaveBeenCalledWith('fr_FR');
  });

  it("writes style props over Mantine's variables, and keeps headings' levels", () => {
    render(
      <Stack gap="xs" p={12} data-testid="stack">
        <Text c="dimmed" fw={700} size="sm">
          Question 1 of 6
        </Text>
        <Title order={2} size="h3" c="teal">
          Correct!
        </Title>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ gap: 'var(--mantine-spacing-xs)', padding: '0.75rem' });
    const text = screen.getByText('Question 1 of 6');
    expect(text.tagName).toBe('P');
    expect(text).toHaveStyle({ color: 'var(--mantine-color-dimmed)', fontWeight: '700', fontSize: 'var(--mantine-font-size-sm)' });
    expect(screen.getByRole('heading', { level: 2, name: 'Correct!' })).toHaveStyle({ color: 'var(--mantine-color-teal-text)' });
  });
});
