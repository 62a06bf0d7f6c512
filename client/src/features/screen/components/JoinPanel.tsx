// How to join, readable from the back of the room: the address, a QR code and the code itself.
import { Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';

export function JoinPanel({ code }: { code: string }) {
  const origin = window.location.origin;
  // The QR code carries the code too, so a scan lands on a join page already filled in.
  const qrValue = `${origin}/?code=${encodeURIComponent(code)}`;
  return (
    // Centred in its column however tall the rosters beside it grow.
    <Paper withBorder radius="xl" p={40} shadow="md" style={{ display: 'flex', alignItems: 'center' }}>
      <Stack align="center" gap="lg" w="100%">
        <Text fz={28} c="dimmed">
          Join at
        </Text>
        <Text fz={44} fw={800} ta="center">
          {origin.replace(/^https?:\/\//, '')}
        </Text>
        <Paper bg="white" p="md" radius="md">
          <QRCodeSVG value={qrValue} size={280} marginSize={0} title={`QR code to join at ${origin}`} />
        </Paper>
        <Text fz={28} c="dimmed">
          with the code
        </Text>
        <Text fz={128} fw={900} lh={1} ff="monospace" lts="0.12em" c="festival" aria-label={`Event code ${code.split('').join(' ')}`}>
          {code}
        </Text>
      </Stack>
    </Paper>
  );
}
