// Editors keep every edit local until Save (docs/PRODUCT-RULES.md#editors), so leaving would silently drop them. While
// there are unsaved changes, a move to another page (Back, Logout, a link) waits for an answer here,
// and closing or reloading the tab gets the browser's own "Leave site?" question (beforeunload),
// which is the only question a page may ask at that moment.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

const alwaysBlock = () => true;

// Memoised and drawn only while asking: the editors re-render on every key, and a closed Mantine
// Modal still renders its portal each time.
export const UnsavedChangesPrompt = memo(function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  // Disabled while clean, so that nothing is asked once the edits are saved.
  const { t } = useTranslation('manage');
  const blocker = useBlocker({ shouldBlockFn: alwaysBlock, enableBeforeUnload: true, disabled: !dirty, withResolver: true });
  const stay = () => blocker.reset?.();
  if (blocker.status !== 'blocked') return null;
  return (
    <Modal opened onClose={stay} title={t('unsaved.title')} centered>
      <Text size="sm">{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
});
