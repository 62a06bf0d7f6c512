import { ActionIcon, type ActionIconProps, Button, type ButtonProps } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

// Mantine's polymorphic `component={Link}` loses the router's typing of `search`; createLink keeps it.
const ButtonLink = createLink((props: ButtonProps & AnchorProps) => <Button component="a" {...props} />);
const ActionIconLink = createLink((props: ActionIconProps & AnchorProps) => <ActionIcon component="a" {...props} />);

type Props = { event: { id: string; name: string }; compact?: boolean };

/** To the event's host console; a link, so an operator can keep the editor open in another tab. */
export function RunLiveLink({ event, compact = false }: Props) {
  const { t } = useTranslation('manage');
  if (compact) {
    return (
      <ActionIconLink
        to="/manager/events/live"
        search={{ id: event.id }}
        variant="subtle"
        color="green"
        aria-label={t('events.runLiveItem', { name: event.name })}
      >
        <IconPlayerPlay size={18} />
      </ActionIconLink>
    );
  }
  return (
    <ButtonLink
      to="/manager/events/live"
      search={{ id: event.id }}
      variant="light"
      color="green"
      leftSection={<IconPlayerPlay size={18} />}
    >
      {t('events.runLive')}
    </ButtonLink>
  );
}
