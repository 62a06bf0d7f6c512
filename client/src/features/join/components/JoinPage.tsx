// The landing page (docs/PRODUCT-RULES.md#pages): a big code field a thumb can reach on a phone, or the same for a
// display joining as a screen.
import { Anchor, Box, Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeModeToggle } from '../../../components/theme/ThemeModeToggle';
import { translateServerError } from '../../../i18n/serverErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { eventCodeToSend, typedEventCode } from '../../../lib/eventCode';
import { useJoinEvent } from '../../../lib/joinEvent';
import { clearSnackbars, showFormError } from '../../../lib/snackbar';
import { isScreenMode } from '../joinRedirect';
import { ModeToggleButton } from './ModeToggleButton';

const route = getRouteApi('/');

export default function JoinPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const screenMode = isScreenMode(search.isScreen);
  const navigate = useNavigate();
  const router = useRouter();
  const [code, setCode] = useState(() => typedEventCode(search.code ?? ''));
  const join = useJoinEvent();
  // From the tap until the next page replaces this one: on slow Wi-Fi the next page can take
  // seconds to draw, and an idle Join button in the meantime invites a second tap.
  const busy = join.isPending || join.isSuccess;
  const nextPage = screenMode ? '/screen' : '/player';

  // The next page's code is fetched while the code is being typed, so the tap on Join waits for
  // the join call only. A failed preload costs nothing: the navigation loads it again.
  useEffect(() => {
    router.preloadRoute({ to: nextPage }).catch(() => {});
  }, [router, nextPage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toSend = eventCodeToSend(code);
    if (!toSend) {
      showFormError('join', t('join.noCode'), { position: 'top-center' });
      return;
    }
    join.mutate(
      // The key goes only with the code its link came with: a code typed over it is another event's.
      {
        code: toSend,
        mode: screenMode ? 'screen' : 'player',
        key: screenMode && toSend === search.code?.toUpperCase() ? search.key : undefined,
      },
      {
        onSuccess: () => {
          clearSnackbars();
          // Replaces the join page in the history: Back from the game (mid-question, after a QR
          // code's `/?code=…`) leaves the app rather than showing the code field again.
          void navigate({ to: nextPage, replace: true });
        },
        onError: (error) =>
          showFormError('join', translateServerError(t, errorMessage(error, t('join.failed'))), { position: 'top-center' }),
      },
    );
  };

  return (
    // The vertical padding keeps the form clear of the buttons floating in the bottom corners.
    <Center component="main" mih="100dvh" px="md" py={72}>
      <Stack w="100%" maw={420} gap="xl">
        <Stack gap={4} align="center">
          <Title order={1} fz={{ base: 44, sm: 56 }} fw={900} c="festival">
            QuizFest
          </Title>
          <Text c="dimmed" fw={600}>
            quizfest.live
          </Text>
        </Stack>
        <Text ta="center" size="lg">
          {screenMode ? t('join.promptScreen') : t('join.promptPlayer')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <TextInput
              label={t('join.codeLabel')}
              placeholder={t('join.codePlaceholder')}
              size="xl"
              // No maxLength: the browser would cut a pasted 'eh vr' to 'eh v' before its space is
              // dropped; typedEventCode drops spaces first, then keeps EVENT_CODE_LENGTH characters.
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              // Typing starts at once, and Enter joins (the form's submit).
              autoFocus
              onChange={(e) => setCode(typedEventCode(e.currentTarget.value))}
              // Letter-spaced only once typing starts, so that the placeholder fits a phone's width.
              styles={{ input: { textAlign: 'center', fontWeight: 800, letterSpacing: code ? '0.3em' : undefined } }}
              readOnly={busy}
            />
            <Button type="submit" size="xl" fullWidth rightSection={<IconArrowRight aria-hidden />} disabled={code === ''} loading={busy}>
              {screenMode ? t('join.joinAsScreen') : t('join.join')}
            </Button>
          </Stack>
        </form>
        {/* Small and below the form: the code field stays the page's one big thing; underlined, so
            it reads as a link without relying on its colour. */}
        <Anchor component={Link} to="/manager" size="sm" ta="center" underline="always">
          {t('join.organisers')}
        </Anchor>
      </Stack>
      {/* After the form in the page's order (they float in the corners): the first Tab from the
          code field is Join, not a switch to the other mode. */}
      <ModeToggleButton screenMode={screenMode} />
      <Box pos="fixed" bottom="calc(12px + env(safe-area-inset-bottom))" right={12} style={{ zIndex: 150 }}>
        <ThemeModeToggle size={42} radius="xl" />
      </Box>
    </Center>
  );
}
