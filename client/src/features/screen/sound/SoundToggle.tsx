// The big screen's one sound switch, small in a corner (the room watches the game, not the switch):
// a real button, so a keyboard reaches it. A toggle button's way (WAI-ARIA): one name that does not
// change, 'Sounds · Sons', shown as it is read, so voice control can say what it sees (WCAG 2.5.3);
// its state as aria-pressed, and to the eye as the speaker's icon, struck through when off.
// In its corner it would cover a little of an answer tile: it fades away once nobody has touched the
// mouse or the keyboard for a while, and comes back at the first move, key or focus.
import { UnstyledButton } from '@mantine/core';
import { useIdle } from '@mantine/hooks';
import { useState } from 'react';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { Bilingual } from '../components/Bilingual';
import { useScreenSound } from './ScreenSound';

/** How long the switch stays in view after the last move of the mouse or key press. */
export const SOUND_TOGGLE_IDLE_MS = 8000;

export function SoundToggle() {
  const { on, toggle } = useScreenSound();
  const idle = useIdle(SOUND_TOGGLE_IDLE_MS, { initialState: false, events: ['mousemove', 'pointerdown', 'keydown', 'touchstart'] });
  const [focused, setFocused] = useState(false);
  const Icon = on ? IconVolume : IconVolumeOff;
  return (
    <UnstyledButton
      onClick={toggle}
      aria-pressed={on}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{
        opacity: idle && !focused ? 0 : 1,
        transition: 'opacity 400ms',
        position: 'fixed',
        left: 'clamp(8px, 0.8vw, 16px)',
        bottom: 'clamp(8px, 0.8vw, 16px)',
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: '0.4em',
        padding: '0.3em 0.7em',
        borderRadius: 999,
        fontSize: 'clamp(0.875rem, 0.9vw, 1.125rem)',
        fontWeight: 600,
        color: 'var(--mantine-color-text)',
        background: 'var(--mantine-color-default)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Icon size="1.3em" aria-hidden />
      <span>
        <Bilingual text={(t) => t('sound.label')} inline secondarySize="1em" />
      </span>
    </UnstyledButton>
  );
}
