import { Box, Button, Group, Radio, SimpleGrid, Switch, TextInput, Title } from '@mantine/core';
import {
  LEADERBOARD_MOMENTS,
  type LeaderboardMoment,
  LIMITS,
  type Question,
  type Quiz,
  type QuizLanguage,
  STREAK_BONUS_CAP,
  STREAK_BONUS_STEP,
  TEAM_SCORINGS,
  type TeamScoring,
} from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { UnsavedChangesPrompt } from '../../../components/manager/UnsavedChangesPrompt';
import { useUnsavedChanges } from '../../../lib/manager/useUnsavedChanges';
import { nameTooLong } from '../../../lib/manager/nameTooLong';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { showSuccess } from '../../../lib/snackbar';
import { useUpdateQuiz } from '../api/updateQuiz';
import { useScrollSync } from '../hooks/useScrollSync';
import { correctValueError } from '../utils/estimateValue';
import { newQuestion } from '../utils/newQuestion';
import { paneHeading } from '../utils/paneHeading';
import { duplicateAfter, moveItem } from '../utils/reorderQuestions';
import { HANDS_FREE_FIELD, handsFreeSecondsError } from '../utils/handsFree';
import { READ_TIME_FIELD, readTimeError } from '../utils/readTime';
import { questionTimeLimitError, quizTimeLimitError, SECONDS_FIELD, type SecondsValue } from '../utils/timeLimit';
import { ImportQuestionsDialog, type ImportMode } from './ImportQuestionsDialog';
import { type QuestionItem, QuestionPane } from './QuestionPane';
import { QuizImportExportMenu } from './QuizImportExportMenu';
import { QuizSecondsField } from './QuizSecondsField';

type Props = { quiz: Quiz; onBack: () => void };

/** Edits a copy of the quiz; nothing reaches the server until Save overwrites the whole quiz. */
export function QuizEditor({ quiz, onBack }: Props) {
  const { t } = useTranslation('manage');
  // Questions have no ids of their own; a local key keeps each card's state with its question.
  const lastKey = useRef(0);
  const withKey = (question: Question): QuestionItem => ({ key: ++lastKey.current, question });

  const [name, setName] = useState(quiz.name);
  const [timeLimit, setTimeLimit] = useState<SecondsValue>(quiz.timeLimit);
  const [readTime, setReadTime] = useState<SecondsValue>(quiz.readTime);
  const [speedScoring, setSpeedScoring] = useState(quiz.speedScoring);
  const [streakBonus, setStreakBonus] = useState(quiz.streakBonus);
  const [teamScoring, setTeamScoring] = useState<TeamScoring>(quiz.teamScoring);
  const [handsFree, setHandsFree] = useState(quiz.handsFree);
  const [handsFreeSeconds, setHandsFreeSeconds] = useState<SecondsValue>(quiz.handsFreeSeconds);
  const [leaderboard, setLeaderboard] = useState<LeaderboardMoment>(quiz.leaderboard);
  const [items, setItems] = useState<QuestionItem[]>(() => quiz.questions.map(withKey));
  const [left, setLeft] = useState<QuizLanguage>('en_US');
  const [right, setRight] = useState<QuizLanguage>('fr_FR');
  const save = useUpdateQuiz();
  const { leftRef, rightRef, onLeftScroll, onRightScroll } = useScrollSync();
  // While the quiz's time limit is empty the body leaves it out; Save is off until it is valid again.
  const body = {
    name,
    timeLimit: timeLimit === '' ? undefined : Number(timeLimit),
    readTime: readTime === '' ? undefined : Number(readTime),
    speedScoring,
    streakBonus,
    teamScoring,
    handsFree,
    handsFreeSeconds: handsFreeSeconds === '' ? undefined : Number(handsFreeSeconds),
    leaderboard,
    questions: items.map((item) => item.question),
  };
  const changes = useUnsavedChanges(body);
  const nameError = nameTooLong(t, name, LIMITS.nameMax);
  const timeLimitError = quizTimeLimitError(t, timeLimit);
  const quizSeconds = timeLimitError === null ? Number(timeLimit) : null;
  const readTimeMessage = readTimeError(t, readTime);
  // The seconds field shows only while hands-free is on; turning it off puts back a value that could
  // not be saved, so a hidden field never keeps Save off nor sends what the server would refuse.
  const handsFreeMessage = handsFree ? handsFreeSecondsError(t, handsFreeSeconds) : null;
  const changeHandsFree = (on: boolean) => {
    setHandsFree(on);
    if (!on && handsFreeSecondsError(t, handsFreeSeconds) !== null) setHandsFreeSeconds(quiz.handsFreeSeconds);
  };
  // Each card shows its own message; a wrong or missing one anywhere keeps Save off, as the server would refuse it.
  const questionsValid = items.every(
    ({ question }) => questionTimeLimitError(t, question.timeLimit) === null && correctValueError(t, question) === null,
  );

  const changeQuestion = (index: number, question: Question) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, question } : item)));
  const deleteQuestion = (index: number) => setItems((current) => current.filter((_, i) => i !== index));
  // Issue 21: moved and duplicated in the one list both panes show, so both languages stay in step.
  const moveQuestion = (from: number, to: number) => setItems((current) => moveItem(current, from, to));
  const duplicateQuestion = (index: number) =>
    setItems((current) => duplicateAfter(current, index, (item) => withKey(structuredClone(item.question))));
  // Issue 21: imported questions come into the editor only; Save stores them like any other change.
  const [importOpen, setImportOpen] = useState(false);
  const importQuestions = (questions: Question[], mode: ImportMode) => {
    setItems((current) => [...(mode === 'append' ? current : []), ...questions.map(withKey)]);
    showSuccess(t('quizImport.imported', { count: questions.length }), { id: 'quiz-imported' });
  };
  const addQuestion = () => {
    setItems((current) => [...current, withKey(newQuestion())]);
    // Show the new card: the left pane goes to the bottom and scroll sync brings the right one.
    requestAnimationFrame(() => {
      if (leftRef.current) leftRef.current.scrollTop = leftRef.current.scrollHeight;
    });
  };

  // Success is a snackbar rather than an alert above the panes, which would push them down.
  const submit = () =>
    save.mutate(
      { id: quiz.id, body },
      {
        onSuccess: () => {
          changes.markSaved(body);
          showSuccess(t('quiz.saved'), { id: 'quiz-saved' });
        },
      },
    );

  const panes = [
    { paneId: 'left', label: t('quiz.leftPane'), language: left, onLanguageChange: setLeft, scrollRef: leftRef, onScroll: onLeftScroll },
    {
      paneId: 'right',
      label: t('quiz.rightPane'),
      language: right,
      onLanguageChange: setRight,
      scrollRef: rightRef,
      onScroll: onRightScroll,
    },
  ] as const;

  return (
    <Box h="100dvh" p="md" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
      <EditorTopBar backLabel={t('activities.backToList')} onBack={onBack} title={t('quiz.title', { name })} />
      <Group align="flex-start" gap="md">
        <TextInput
          label={t('quiz.nameLabel')}
          value={name}
          error={nameError}
          onChange={(e) => setName(e.currentTarget.value)}
          // Gives way to the quiz-wide settings so that they and the menu keep to one row on a laptop.
          style={{ flex: '1 1 320px' }}
          maw={560}
        />
        <QuizSecondsField
          label={t('quiz.timeLimit.quizLabel')}
          description={t('quiz.timeLimit.quizDescription')}
          field={SECONDS_FIELD}
          value={timeLimit}
          error={timeLimitError}
          onChange={setTimeLimit}
        />
        <QuizSecondsField
          label={t('quiz.readTime.label')}
          description={t('quiz.readTime.description')}
          field={READ_TIME_FIELD}
          value={readTime}
          error={readTimeMessage}
          onChange={setReadTime}
        />
        {/* Off for a night where thinking matters more than thumbs: every right answer scores in full. */}
        {/* Mantine's label element wraps the description too: the name is the label alone, the description describes. */}
        <Switch
          aria-label={t('quiz.speedScoring.label')}
          label={t('quiz.speedScoring.label')}
          description={t('quiz.speedScoring.description')}
          checked={speedScoring}
          onChange={(e) => setSpeedScoring(e.currentTarget.checked)}
          mt={26}
          maw={250}
        />
        {/* Issue 20: right answers in a row earn more, up to a cap; off by default and for quizzes saved before it. */}
        <Switch
          aria-label={t('quiz.streakBonus.label')}
          label={t('quiz.streakBonus.label')}
          description={t('quiz.streakBonus.description', {
            step: STREAK_BONUS_STEP,
            max: STREAK_BONUS_STEP * STREAK_BONUS_CAP,
          })}
          checked={streakBonus}
          onChange={(e) => setStreakBonus(e.currentTarget.checked)}
          mt={26}
          maw={250}
        />
        {/* Issue 20: a radio group (arrow keys move) named by its label and described by its description. */}
        <Radio.Group
          label={t('quiz.teamScoring.label')}
          description={t('quiz.teamScoring.description')}
          value={teamScoring}
          onChange={(value) => setTeamScoring(TEAM_SCORINGS.find((scoring) => scoring === value) ?? 'mean')}
          maw={300}
        >
          <Group mt="xs">
            {TEAM_SCORINGS.map((scoring) => (
              <Radio key={scoring} value={scoring} label={t(`quiz.teamScoring.${scoring}`)} />
            ))}
          </Group>
        </Radio.Group>
        {/* Issue 20: the standings after each question, between rounds (slides open them) or kept for the podium. */}
        <Radio.Group
          label={t('quiz.leaderboard.label')}
          description={t('quiz.leaderboard.description')}
          value={leaderboard}
          onChange={(value) => setLeaderboard(LEADERBOARD_MOMENTS.find((moment) => moment === value) ?? 'question')}
          maw={300}
        >
          <Group mt="xs">
            {LEADERBOARD_MOMENTS.map((moment) => (
              <Radio key={moment} value={moment} label={t(`quiz.leaderboard.${moment}`)} />
            ))}
          </Group>
        </Radio.Group>
        {/* Issue 20: the quiz goes on by itself, each answer and then the leaderboard shown for the seconds set. */}
        <Switch
          aria-label={t('quiz.handsFree.label')}
          label={t('quiz.handsFree.label')}
          description={t('quiz.handsFree.description')}
          checked={handsFree}
          onChange={(e) => changeHandsFree(e.currentTarget.checked)}
          mt={26}
          maw={300}
        />
        {handsFree && (
          <QuizSecondsField
            label={t('quiz.handsFree.secondsLabel')}
            field={HANDS_FREE_FIELD}
            value={handsFreeSeconds}
            error={handsFreeMessage}
            onChange={setHandsFreeSeconds}
          />
        )}
      </Group>
      <ImportQuestionsDialog
        quizId={quiz.id}
        opened={importOpen}
        currentCount={items.length}
        defaultLanguage={left}
        onClose={() => setImportOpen(false)}
        onImport={importQuestions}
      />
      <ErrorAlert message={save.error ? managerErrorMessage(t, save.error, t('quiz.saveFailed')) : null} onClose={save.reset} />
      {/* Import and export are about the questions: beside their heading, leaving the quiz's settings one row. */}
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {paneHeading(t, left, right)}
        </Title>
        <QuizImportExportMenu quizId={quiz.id} fileName={quiz.name.replace(/[\\/:*?"<>|]+/g, '-')} onImport={() => setImportOpen(true)} />
      </Group>
      <SimpleGrid cols={2} spacing="md" style={{ flex: 1, minHeight: 0 }}>
        {panes.map((pane) => (
          <QuestionPane
            key={pane.paneId}
            {...pane}
            items={items}
            quizTimeLimit={quizSeconds}
            onQuestionChange={changeQuestion}
            onQuestionDelete={deleteQuestion}
            onQuestionMove={moveQuestion}
            onQuestionDuplicate={duplicateQuestion}
          />
        ))}
      </SimpleGrid>
      <FloatingActions>
        <Button
          size="lg"
          radius="xl"
          variant="white"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          leftSection={<IconPlus size={20} />}
          onClick={addQuestion}
        >
          {t('quiz.addQuestion')}
        </Button>
        <FloatingSaveButton
          saving={save.isPending}
          onSave={submit}
          disabled={
            nameError !== null || timeLimitError !== null || readTimeMessage !== null || handsFreeMessage !== null || !questionsValid
          }
        />
      </FloatingActions>
      <UnsavedChangesPrompt dirty={changes.dirty} />
    </Box>
  );
}
