import { ActionIcon, Card, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  hasOptions,
  hasOwnOptionCount,
  hasRightAnswer,
  isMultipleSelect,
  isNumeric,
  isOrdering,
  isSlide,
  LIMITS,
  type Question,
  type QuizLanguage,
} from '@quizfest/shared';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setExplanation, setFreeTextAnswer, setOptionText, setQuestionText, textFor } from '../utils/editQuestionText';
import { setPointsMultiplier } from '../utils/pointsMultiplier';
import { addOption, canAddOption, canRemoveOption, moveOption, removeOption } from '../utils/optionList';
import { chooseQuestionType, QUESTION_TYPE_CHOICES, type QuestionTypeChoice, typeChoiceOf } from '../utils/questionTypeChoice';
import { setQuestionTimeLimit } from '../utils/timeLimit';
import { AnswerOptions } from './AnswerOptions';
import { EstimateFields } from './EstimateFields';
import { OwnCountOptions } from './OwnCountOptions';
import { QuestionImageField } from './QuestionImageField';
import { QuestionPointsField } from './QuestionPointsField';
import { QuestionTimeLimitField } from './QuestionTimeLimitField';
import { RightAnswerBox } from './RightAnswerBox';

/** What the options of a kind whose count is its own are called, and what the hint under them says. */
const OWN_COUNT_WORDS = {
  poll: { label: 'quiz.poll.options', hint: 'quiz.poll.hint' },
  several: { label: 'quiz.severalRight.options', hint: 'quiz.severalRight.hint' },
  ordering: { label: 'quiz.ordering.options', hint: 'quiz.ordering.hint' },
} as const;

type Props = {
  paneId: string;
  index: number;
  question: Question;
  language: QuizLanguage;
  /**
   * Whether this card shows the fields both languages share (time limit, points, an estimate's
   * value and tolerance): one field for both languages, so one pane shows them.
   */
  showSharedFields: boolean;
  /** The quiz's time limit, which a question without its own runs for; null while that field is invalid. */
  quizTimeLimit: number | null;
  onChange: (question: Question) => void;
  onDelete: () => void;
  /** The reorder tools (drag handle, move up and down, duplicate), shown in the header. */
  controls?: ReactNode;
};

/**
 * One question in one language. Type, right answers, the number of options of a kind whose number
 * is its own, and image belong to the question and so show the same in both panes; the texts (an
 * estimate's unit too) are this pane's language. The time limit, points and an estimate's value and
 * tolerance belong to the question too, but are fields of their own that show once (see
 * `showSharedFields`). A slide (issue 20) has nothing to answer: its text and image alone. A put in
 * order's items are written in the right order, so it has no right answer to pick.
 */
export function QuestionCard({ paneId, index, question, language, showSharedFields, quizTimeLimit, onChange, onDelete, controls }: Props) {
  const { t } = useTranslation('manage');
  const number = index + 1;
  const typeOptions = QUESTION_TYPE_CHOICES.map((type) => ({ value: type, label: t(`quiz.questionTypes.${type}`) }));
  const text = textFor(question, language);
  const several = isMultipleSelect(question.type);
  const ordering = isOrdering(question.type);
  const slide = isSlide(question.type);
  const ownCountWords = OWN_COUNT_WORDS[several ? 'several' : ordering ? 'ordering' : 'poll'];

  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        {/* The type sits in the header row: on a laptop every line saved shows more of the quiz. */}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {t('quiz.question', { number })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {controls}
            <Select<QuestionTypeChoice>
              aria-label={t('quiz.type')}
              data={typeOptions}
              value={typeChoiceOf(question)}
              onChange={(type) => type && onChange(chooseQuestionType(question, type))}
              allowDeselect={false}
              size="xs"
              w={220}
            />
            <ActionIcon variant="subtle" color="red" aria-label={t('quiz.deleteQuestion', { number })} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        {/* A slide has nothing to answer: no seconds to answer in, no points. */}
        {showSharedFields && !slide && (
          <Group gap="lg" align="center" wrap="wrap">
            <QuestionTimeLimitField
              number={number}
              seconds={question.timeLimit}
              quizSeconds={quizTimeLimit}
              onChange={(value) => onChange(setQuestionTimeLimit(question, value))}
            />
            {/* A poll scores no one: points would multiply nothing. */}
            {hasRightAnswer(question.type) && (
              <QuestionPointsField
                number={number}
                value={question.pointsMultiplier}
                onChange={(value) => onChange(setPointsMultiplier(question, value))}
              />
            )}
          </Group>
        )}
        {slide ? (
          // Issue 20: a round's title, an explanation, a break; it may run to several lines.
          <Textarea
            label={t('quiz.slide.text')}
            description={t('quiz.slide.hint')}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={LIMITS.questionTextMax}
            value={text.question}
            onChange={(e) => onChange(setQuestionText(question, language, e.currentTarget.value))}
          />
        ) : (
          <Textarea
            label={t('quiz.questionLabel')}
            rows={2}
            resize="vertical"
            value={text.question}
            onChange={(e) => onChange(setQuestionText(question, language, e.currentTarget.value))}
          />
        )}
        <QuestionImageField
          value={question.imageUrl ?? ''}
          onChange={(imageUrl) => onChange({ ...question, imageUrl: imageUrl || undefined })}
        />
        {!hasOptions(question.type) && !isNumeric(question.type) && !slide && (
          <TextInput
            label={t('quiz.correctAnswer')}
            value={text.answer ?? ''}
            onChange={(e) => onChange(setFreeTextAnswer(question, language, e.currentTarget.value))}
          />
        )}
        {isNumeric(question.type) && (
          <EstimateFields question={question} language={language} showShared={showSharedFields} onChange={onChange} />
        )}
        {hasOwnOptionCount(question.type) && (
          <OwnCountOptions
            label={t(ownCountWords.label)}
            hint={t(ownCountWords.hint)}
            answers={text.answers ?? []}
            canAdd={canAddOption(question)}
            canRemove={canRemoveOption(question)}
            onAnswerChange={(option, value) => onChange(setOptionText(question, language, option, value))}
            onAdd={() => onChange(addOption(question))}
            onRemove={(option) => onChange(removeOption(question, option))}
            marker={several ? (option) => <RightAnswerBox question={question} option={option} onChange={onChange} /> : undefined}
            onMove={ordering ? (from, to) => onChange(moveOption(question, from, to)) : undefined}
          />
        )}
        {hasOptions(question.type) && !hasOwnOptionCount(question.type) && (
          <AnswerOptions
            name={`${paneId}-question-${number}-correct`}
            answers={text.answers ?? []}
            correctAnswer={question.correctAnswer}
            onAnswerChange={(option, value) => onChange(setOptionText(question, language, option, value))}
            onCorrectChange={(correctAnswer) => onChange({ ...question, correctAnswer })}
          />
        )}
        {/* One line while empty: most questions have none, and a laptop shows more of the quiz. A slide explains itself. */}
        {!slide && (
          <Textarea
            label={t('quiz.explanation')}
            description={t('quiz.explanationHint')}
            autosize
            minRows={1}
            maxRows={6}
            value={text.explanation ?? ''}
            onChange={(e) => onChange(setExplanation(question, language, e.currentTarget.value))}
          />
        )}
      </Stack>
    </Card>
  );
}
