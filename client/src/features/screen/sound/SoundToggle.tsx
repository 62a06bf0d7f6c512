// The big screen's one sound switch, small in a corner (the room watches the game, not the switch):
// a real button, so a keyboard reaches it, its state in both languages and as aria-pressed.
import { UnstyledButton } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../components/Bilingual';
import { useScreenSound } from './ScreenSound';

export function SoundToggle() {
  const { t } = useTranslation('screen');
  const { on, toggle } = useScreenSound();
  const Icon = on ? IconVolume : IconVolumeOff;
  return (
    <UnstyledButton
      onClick={toggle}
      aria-pressed={on}
      aria-label={t('sound.label')}
      style={{
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
      <span aria-hidden>
        <Bilingual text={(t) => t(on ? 'sound.on' : 'sound.off')} inline secondarySize="1em" />
      </span>
    </UnstyledButton>
  );
}
