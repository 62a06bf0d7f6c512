import { Box, Select, Stack, Text } from '@mantine/core';
import { LANGUAGE_LABELS, QUIZ_LANGUAGES, type Question, type QuizLanguage } from '@quizfest/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOATING_ACTIONS_CLEARANCE } from '../../../components/manager/FloatingActions';
import { QuestionCard } from './QuestionCard';
import { SortableQuestionList } from './SortableQuestionList';

export type QuestionItem = { key: number; question: Question };

type Props = {
  paneId: 'left' | 'right';
  label: string;
  language: QuizLanguage;
  onLanguageChange: (language: QuizLanguage) => void;
  items: QuestionItem[];
  /** The quiz's time limit in seconds, or null while its field is invalid. */
  quizTimeLimit: number | null;
  onQuestionChange: (index: number, question: Question) => void;
  onQuestionDelete: (index: number) => void;
  onQuestionMove: (from: number, to: number) => void;
  onQuestionDuplicate: (index: number) => void;
  scrollRef: Ref<HTMLDivElement>;
  onScroll: () => void;
};

const LANGUAGE_OPTIONS = QUIZ_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_LABELS[language] }));

export function QuestionPane(props: Props) {
  const { paneId, label, language, onLanguageChange, items, quizTimeLimit, onQuestionChange, onQuestionDelete, scrollRef, onScroll } =
    props;
  const { onQuestionMove, onQuestionDuplicate } = props;
  const { t } = useTranslation('manage');
  return (
    <Stack gap="xs" mih={0}>
      <Select<QuizLanguage>
        label={label}
        data={LANGUAGE_OPTIONS}
        value={language}
        onChange={(value) => value && onLanguageChange(value)}
        allowDeselect={false}
        maw={240}
      />
      <Box ref={scrollRef} onScroll={onScroll} data-testid={`${paneId}-pane`} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} pr={4}>
        {/* Padding inside the scrolled content, not on the scroller, so every browser counts it. */}
        <Box pb={FLOATING_ACTIONS_CLEARANCE}>
          {items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('quiz.empty')}
            </Text>
          ) : (
            <SortableQuestionList
              items={items}
              onMove={onQuestionMove}
              onDuplicate={onQuestionDuplicate}
              renderCard={(item, index, controls) => (
                <QuestionCard
                  paneId={paneId}
                  index={index}
                  question={item.question}
                  language={language}
                  // A question's time limit, points and estimate value are not texts: they show once, in the left pane.
                  showSharedFields={paneId === 'left'}
                  quizTimeLimit={quizTimeLimit}
                  onChange={(question) => onQuestionChange(index, question)}
                  onDelete={() => onQuestionDelete(index)}
                  controls={controls}
                />
              )}
            />
          )}
        </Box>
      </Box>
    </Stack>
  );
}
