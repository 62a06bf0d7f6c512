// The host's corrections (issue 20), at a scored question's reveal and the leaderboard after it: the
// typed answers the room gave, grouped as the scoring compares them, each right one marked and any
// other accepted in one tap (the operator is in front of a room: no second question), and voiding
// the question, which asks first. The list keeps to a fixed height so that fifty answers leave the
// console's controls in reach.
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isNumeric, type HostView, type LiveQuestion, type QuizLanguage } from '@quizfest/shared';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { formatEstimate } from '../../../lib/live/estimate';
import type { CorrectionBody } from '../utils/hostActions';

type Props = {
  corrections: NonNullable<HostView['corrections']>;
  /** The question as the view shows it: at the reveal, not at the leaderboard. */
  question: LiveQuestion | null;
  /** An action is on its way: nothing else is sent meanwhile. */
  busy: boolean;
  /** The key of the answer being accepted, for its button's spinner. */
  accepting: string | null;
  /** Why the last correction failed, shown where it was asked for rather than at the top of the page. */
  error: string | null;
  onDismissError: () => void;
  onCorrect: (body: CorrectionBody) => void;
  /** The section's heading, for the console to put focus on once the question is void. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Taller lists scroll within the card: about six rows. */
const LIST_HEIGHT = 264;

export function HostCorrections({ corrections, question, busy, accepting, error, onDismissError, onCorrect, headingRef }: Props) {
  const { t, i18n } = useTranslation('host');
  const headingId = useId();
  const listId = useId();
  // The leaderboard's view has no question: the one revealed just before tells how to write its
  // answers, as long as the card stays up from the reveal on (a console opened at the leaderboard
  // shows them as the players sent them).
  const [revealed, setRevealed] = useState(question);
  if (question && question !== revealed) setRevealed(question);
  const numeric = revealed ? isNumeric(revealed.type) : false;
  const typed = revealed ? revealed.type === 'free_text_input' || numeric : corrections.answers.length > 0;
  // An estimate's answers as the console's language writes numbers, with the unit in it (as ClosestAnswers).
  const languages: QuizLanguage[] = i18n.language.startsWith('fr') ? ['fr_FR', 'en_US'] : ['en_US', 'fr_FR'];
  const unit = revealed ? languages.map((language) => revealed.texts[language]?.unit).find(Boolean) : undefined;
  const written = (text: string) => (numeric ? formatEstimate(Number(text), i18n.language, unit) : text);

  // An accepted answer's button gives way to the Right mark, and focus would fall to the page's
  // body: it goes to the answer's row instead, so that a keyboard carries on down the list.
  const list = useRef<HTMLDivElement>(null);
  const acceptedHere = useRef<string | null>(null);
  useEffect(() => {
    const key = acceptedHere.current;
    if (!key || !corrections.answers.some((answer) => answer.key === key && answer.correct)) return;
    acceptedHere.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('li[data-key]') ?? [])];
    rows.find((row) => row.dataset.key === key)?.focus();
  }, [corrections]);

  const accept = (key: string) => {
    acceptedHere.current = key;
    onCorrect({ action: 'accept-answer', answer: key });
  };

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
            {t('corrections.title')}
          </Title>
          {corrections.voided ? (
            <Badge color="red" size="lg" variant="light">
              {t('corrections.voided')}
            </Badge>
          ) : (
            // On its own line, when the heading leaves it no room, it keeps to the right.
            <Button
              color="red"
              variant="subtle"
              size="compact-md"
              ml="auto"
              disabled={busy}
              onClick={() => onCorrect({ action: 'void-question' })}
            >
              {t('corrections.void')}
            </Button>
          )}
        </Group>
        <ErrorAlert message={error} onClose={onDismissError} />
        {corrections.voided ? null : (
          <>
            <Text size="sm" c="dimmed">
              {typed ? t('corrections.typedHint') : t('corrections.optionsHint')}
            </Text>
            {corrections.answers.length > 0 ? (
              <Stack gap={4}>
                <Text id={listId} fw={600} size="sm">
                  {t('corrections.answers')}
                </Text>
                <Box ref={list} mah={LIST_HEIGHT} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
                  <Stack component="ul" aria-labelledby={listId} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
                    {corrections.answers.map((answer) => {
                      const text = written(answer.text);
                      const players = t('corrections.players', { count: answer.count });
                      return (
                        <Group
                          component="li"
                          key={answer.key}
                          data-key={answer.key}
                          tabIndex={-1}
                          gap="xs"
                          wrap="nowrap"
                          py={6}
                          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                        >
                          <Text fw={answer.correct ? 700 : 500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                            {text}
                          </Text>
                          <Text size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                            {players}
                          </Text>
                          {answer.correct ? (
                            <Badge
                              color="green"
                              variant="light"
                              leftSection={<IconCheck size={12} aria-hidden="true" />}
                              style={{ flexShrink: 0 }}
                            >
                              {t('corrections.right')}
                            </Badge>
                          ) : (
                            <Button
                              size="compact-sm"
                              variant="light"
                              aria-label={t('corrections.acceptLabel', { answer: text, players })}
                              loading={accepting === answer.key}
                              disabled={busy}
                              onClick={() => accept(answer.key)}
                              style={{ flexShrink: 0 }}
                            >
                              {t('corrections.accept')}
                            </Button>
                          )}
                        </Group>
                      );
                    })}
                  </Stack>
                </Box>
                {corrections.more > 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('corrections.more', { count: corrections.more })}
                  </Text>
                ) : null}
              </Stack>
            ) : typed && revealed ? (
              <Text size="sm">{t('corrections.none')}</Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
