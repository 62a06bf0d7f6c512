// How to join, readable from the back of the room: the address, a QR code and the code itself.
// The panel's width varies with the number of teams beside it, so its texts are sized to the panel
// (container units, cqw) and, for the QR code and the code, to the screen's height too.
import { Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';

export function JoinPanel({ code }: { code: string }) {
  const origin = window.location.origin;
  // The QR code carries the code too, so a scan lands on a join page already filled in.
  const qrValue = `${origin}/?code=${encodeURIComponent(code)}`;
  return (
    <Paper
      withBorder
      radius="xl"
      p="clamp(16px, 2vw, 40px)"
      shadow="md"
      h="100%"
      style={{ display: 'flex', alignItems: 'center', containerType: 'inline-size' }}
    >
      <Stack align="center" gap="clamp(10px, 1.8vh, 24px)" w="100%">
        <Text c="dimmed" lh={1.2} style={{ fontSize: 'clamp(1.125rem, 6cqw, 2rem)' }}>
          Join at
        </Text>
        <Text fw={800} lh={1.15} ta="center" style={{ fontSize: 'clamp(1.25rem, 8cqw, 3rem)', overflowWrap: 'anywhere' }}>
          {origin.replace(/^https?:\/\//, '')}
        </Text>
        <Paper bg="white" p="clamp(8px, 0.8vw, 16px)" radius="md" style={{ width: 'min(100%, 32vh, 380px)' }}>
          <QRCodeSVG value={qrValue} size={380} marginSize={0} title={`QR code to join at ${origin}`} style={{ display: 'block', width: '100%', height: 'auto' }} />
        </Paper>
        <Text c="dimmed" lh={1.2} style={{ fontSize: 'clamp(1.125rem, 6cqw, 2rem)' }}>
          with the code
        </Text>
        <Text
          fw={900}
          lh={1}
          ff="monospace"
          c="festival"
          // Four letters, letter-spaced, take about 3em: 28cqw fills most of the panel's width. The
          // spacing also trails the last letter; the same on the left keeps the code centred.
          style={{ fontSize: 'max(2.5rem, min(28cqw, 15vh))', letterSpacing: '0.12em', paddingLeft: '0.12em' }}
          aria-label={`Event code ${code.split('').join(' ')}`}
        >
          {code}
        </Text>
      </Stack>
    </Paper>
  );
}
