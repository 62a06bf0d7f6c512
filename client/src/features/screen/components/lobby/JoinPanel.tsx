// How to join, readable from the back of the room: the address, a QR code and the code, each
// introduced in English and French. Its texts are sized to the panel (container units) and, for the
// QR code and the code, to the screen's height, so the whole panel fits beside any roster.
// Once the host has closed the event to new players (`LiveView.joiningClosed`), the panel invites no
// one: a notice takes the place of the address, the QR code and the code, until joining opens again.
import type { JoinAddress } from '@quizfest/shared';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../Bilingual';

/** 'Join at' and 'with the code': as large as the panel allows, in the text's own colour. */
const LEAD = { fontSize: 'clamp(1.25rem, 11cqw, 3.25rem)' };

type Props = {
  code: string;
  join: JoinAddress;
  /** The host has closed the event to new players: no address, QR code or code, the notice instead. */
  closed: boolean;
};

export function JoinPanel({ code, join, closed }: Props) {
  return (
    <Paper
      withBorder
      radius="xl"
      p="clamp(12px, 1.6vw, 36px)"
      shadow="md"
      h="100%"
      style={{ display: 'flex', alignItems: 'center', containerType: 'inline-size', overflow: 'hidden' }}
    >
      {!closed && <WaysToJoin code={code} join={join} />}
      {/* In the page from the start, so that a screen reader says the notice when the host closes joining. */}
      <Box role="status" style={closed ? { width: '100%' } : undefined}>
        {closed && <JoiningClosed />}
      </Box>
    </Paper>
  );
}

/** The lock: as wide as a third of the panel, shorter on a low screen. */
const LOCK_SIZE = 'min(34cqw, 16vh)';

/** The closed event's notice, as large as the panel allows: the room reads it instead of the code. */
function JoiningClosed() {
  return (
    <Stack align="center" gap="clamp(8px, 2.4vh, 32px)" w="100%" style={{ overflowWrap: 'break-word' }}>
      <IconLock
        aria-hidden
        stroke={1.75}
        style={{ width: LOCK_SIZE, height: LOCK_SIZE, flexShrink: 0, color: 'var(--mantine-color-festival-filled)' }}
      />
      <Text fw={800} lh={1.15} ta="center" style={{ fontSize: 'clamp(1.5rem, 14cqw, 4rem)' }}>
        <Bilingual text={(t) => t('lobby.joiningClosed')} secondarySize="0.8em" />
      </Text>
      <Text fw={600} lh={1.25} ta="center" style={{ fontSize: 'clamp(1rem, 8.5cqw, 2.5rem)' }}>
        <Bilingual text={(t) => t('lobby.askTheHost')} secondarySize="0.85em" />
      </Text>
    </Stack>
  );
}

function WaysToJoin({ code, join }: Omit<Props, 'closed'>) {
  const { t } = useTranslation('screen');
  const base = join.url.replace(/\/+$/, '');
  // The QR code carries the code too, so a scan lands on a join page already filled in.
  const qrValue = `${base}/?code=${encodeURIComponent(code)}`;
  const address = base.replace(/^https?:\/\//, '');
  // An address fits one line: about 0.6em a character, in 95% of the panel's width.
  const addressSize = `min(3rem, ${(160 / Math.max(address.length, 1)).toFixed(2)}cqw)`;
  return (
    <Stack align="center" gap="clamp(6px, 1.6vh, 22px)" w="100%">
      <Text fw={700} lh={1.15} ta="center" style={LEAD}>
        <Bilingual text={(t) => t('lobby.joinAt')} secondarySize="0.8em" />
      </Text>
      <Text fw={800} lh={1.15} ta="center" style={{ fontSize: addressSize, whiteSpace: 'nowrap' }}>
        {address}
      </Text>
      {!join.reachable && (
        <Text role="alert" c="red" fw={700} ta="center" lh={1.25} style={{ fontSize: 'clamp(0.875rem, 4.6cqw, 1.375rem)' }}>
          <Bilingual text={(t) => t('lobby.unreachable')} secondarySize="0.9em" />
        </Text>
      )}
      <Paper
        bg="white"
        p="clamp(6px, 0.8vw, 16px)"
        radius="md"
        // Less room for the QR code when the warning takes some: the code below must stay in view.
        style={{ width: join.reachable ? 'min(100%, 34vh, 420px)' : 'min(100%, 26vh, 420px)' }}
      >
        <QRCodeSVG
          value={qrValue}
          size={420}
          marginSize={0}
          title={t('lobby.qrTitle', { address })}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </Paper>
      <Text fw={700} lh={1.15} ta="center" style={LEAD}>
        <Bilingual text={(t) => t('lobby.withCode')} secondarySize="0.8em" />
      </Text>
      <Text
        fw={900}
        lh={1}
        ff="monospace"
        c="festival"
        // Four letters, letter-spaced, take about 3em: 28cqw fills most of the panel's width. The
        // spacing also trails the last letter; the same on the left keeps the code centred.
        style={{ fontSize: 'max(2.5rem, min(28cqw, 15vh))', letterSpacing: '0.12em', paddingLeft: '0.12em' }}
        aria-label={t('lobby.codeLabel', { letters: code.split('').join(' ') })}
      >
        {code}
      </Text>
    </Stack>
  );
}
