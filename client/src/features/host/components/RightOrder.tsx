import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { parseOrder, type HostView, type LiveQuestion, type LiveReveal } from '@quizfest/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { questionTexts } from '../utils/questionTexts';

type Props = { question: LiveQuestion; answerKey: HostView['answerKey']; reveal: LiveReveal | null };

/**
 * The right order of a put-in-order question as the host sees it, before anyone else: its items
 * numbered from the first place, each in every language the quiz has, and from the reveal on how
 * many players put each in its place, for the host to comment on. Without a key the items are
 * listed as shown, unnumbered: that order is the server's shuffle, not the answer.
 */
export function RightOrder({ question, answerKey, reveal }: Props) {
  const { t } = useTranslation('host');
  const headingId = useId();
  const [first, ...others] = questionTexts(question);
  const count = question.optionCount;
  const right = parseOrder(answerKey?.correctAnswers ?? [], count);
  const items = right ?? Array.from({ length: count }, (_, i) => i + 1);
  return (
    <Stack gap={6}>
      {right && (
        <Text id={headingId} c="green" fw={700}>
          {t('preview.rightOrder')}
        </Text>
      )}
      <Stack component="ol" aria-labelledby={right ? headingId : undefined} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => {
          const text = first?.answers[item - 1] ?? t('preview.option', { number: item });
          // Each other language's text once, and not when it says the same.
          const translations = [...new Set(others.map((other) => other.answers[item - 1]))].filter((other) => other && other !== text);
          return (
            <Group component="li" key={item} gap="xs" wrap="nowrap">
              <ThemeIcon variant={right ? 'filled' : 'light'} color={right ? 'green' : 'gray'} radius="xl" size="sm">
                <Text size="xs" fw={700}>
                  {right ? index + 1 : '·'}
                </Text>
              </ThemeIcon>
              <Text fw={right ? 700 : 400}>
                {text}
                {translations.length ? <Text span c="dimmed">{` / ${translations.join(' / ')}`}</Text> : null}
              </Text>
              {reveal && right ? (
                <Text c="dimmed" size="sm" ml="auto" style={{ flexShrink: 0 }}>
                  {t('preview.inPlace', { count: reveal.distribution[index] ?? 0 })}
                </Text>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
