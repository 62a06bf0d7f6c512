import { Alert, Box, Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { Question, Quiz, QuizLanguage } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../components/manager/errorMessage';
import { FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { useUpdateQuiz } from '../api/updateQuiz';
import { useScrollSync } from '../hooks/useScrollSync';
import { newQuestion } from '../utils/newQuestion';
import { paneHeading } from '../utils/paneHeading';
import { type QuestionItem, QuestionPane } from './QuestionPane';

type Props = { quiz: Quiz; onBack: () => void };

/** Edits a copy of the quiz; nothing reaches the server until Save overwrites the whole quiz. */
export function QuizEditor({ quiz, onBack }: Props) {
  // Questions have no ids of their own; a local key keeps each card's state with its question.
  const lastKey = useRef(0);
  const withKey = (question: Question): QuestionItem => ({ key: ++lastKey.current, question });

  const [name, setName] = useState(quiz.name);
  const [items, setItems] = useState<QuestionItem[]>(() => quiz.questions.map(withKey));
  const [left, setLeft] = useState<QuizLanguage>('en_US');
  const [right, setRight] = useState<QuizLanguage>('fr_FR');
  const [saved, setSaved] = useState(false);
  const save = useUpdateQuiz();
  const { leftRef, rightRef, onLeftScroll, onRightScroll } = useScrollSync();

  const edit = (change: (items: QuestionItem[]) => QuestionItem[]) => {
    setSaved(false);
    setItems(change);
  };
  const changeQuestion = (index: number, question: Question) =>
    edit((current) => current.map((item, i) => (i === index ? { ...item, question } : item)));
  const deleteQuestion = (index: number) => edit((current) => current.filter((_, i) => i !== index));
  const addQuestion = () => {
    edit((current) => [...current, withKey(newQuestion())]);
    // Show the new card: the left pane goes to the bottom and scroll sync brings the right one.
    requestAnimationFrame(() => {
      if (leftRef.current) leftRef.current.scrollTop = leftRef.current.scrollHeight;
    });
  };

  const submit = () => {
    setSaved(false);
    save.mutate({ id: quiz.id, body: { name, questions: items.map((item) => item.question) } }, { onSuccess: () => setSaved(true) });
  };

  const panes = { onQuestionChange: changeQuestion, onQuestionDelete: deleteQuestion };

  return (
    <Box h="100dvh" p="md" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
      <EditorTopBar backLabel="Back to activities" onBack={onBack} title={`Edit Quiz: ${name}`} />
      <TextInput
        label="Quiz Name"
        value={name}
        onChange={(e) => {
          setSaved(false);
          setName(e.currentTarget.value);
        }}
        maw={560}
      />
      <ErrorAlert message={save.error ? errorMessage(save.error, 'Failed to save quiz') : null} onClose={save.reset} />
      {saved ? (
        <Alert color="green" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setSaved(false)}>
          Quiz saved
        </Alert>
      ) : null}
      <Title order={2} size="h4">
        {paneHeading(left, right)}
      </Title>
      <SimpleGrid cols={2} spacing="md" style={{ flex: 1, minHeight: 0 }}>
        <QuestionPane
          paneId="left"
          label="Left pane language"
          language={left}
          onLanguageChange={setLeft}
          items={items}
          scrollRef={leftRef}
          onScroll={onLeftScroll}
          {...panes}
        />
        <QuestionPane
          paneId="right"
          label="Right pane language"
          language={right}
          onLanguageChange={setRight}
          items={items}
          scrollRef={rightRef}
          onScroll={onRightScroll}
          {...panes}
        />
      </SimpleGrid>
      <FloatingActions>
        <Button size="lg" radius="xl" variant="white" style={{ boxShadow: 'var(--mantine-shadow-md)' }} leftSection={<IconPlus size={20} />} onClick={addQuestion}>
          Add Question
        </Button>
        <FloatingSaveButton saving={save.isPending} onSave={submit} />
      </FloatingActions>
    </Box>
  );
}
