// The quiz editor's Import dialog (issue 21): pick a file, see every row as the question it would
// become with its problems, then put the good rows into the editor, after the questions or instead
// of them. Nothing is saved here: the editor's Save stores the quiz as ever.
import { Alert, Badge, Button, FileInput, Group, Modal, Radio, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { hasOptions, hasRightAnswer, isNumeric, isOrdering, isSlide, LIMITS, type Question, type QuizLanguage } from '@quizfest/shared';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { estimateWording } from '../utils/estimateWording';
import { typeChoiceOf } from '../utils/questionTypeChoice';
import { IMPORT_ACCEPT, type ImportPreview, type ImportPreviewRow, usePreviewImport } from '../api/quizImport';

export type ImportMode = 'append' | 'replace';

/** Between a put in order's items in the preview: each comes before the next. */
const ORDER_SEPARATOR = ' > ';

type Props = {
  quizId: string;
  opened: boolean;
  /** Questions the editor has now: with them the result must stay within a quiz's limit. */
  currentCount: number;
  defaultLanguage: QuizLanguage;
  onClose: () => void;
  onImport: (questions: Question[], mode: ImportMode) => void;
};

export function ImportQuestionsDialog({ quizId, opened, currentCount, defaultLanguage, onClose, onImport }: Props) {
  const { t } = useTranslation('manage');
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<QuizLanguage>(defaultLanguage);
  const [mode, setMode] = useState<ImportMode>('append');
  const preview = usePreviewImport(quizId);

  const close = () => {
    setFile(null);
    preview.reset();
    onClose();
  };
  const rows = preview.data?.rows ?? [];
  const ready = rows.flatMap((row) => (row.question ? [row.question] : []));
  const skipped = rows.length - ready.length;
  const total = (mode === 'append' ? currentCount : 0) + ready.length;
  const tooMany = total > LIMITS.questionsPerQuiz;

  return (
    <Modal opened={opened} onClose={close} title={t('quizImport.title')} size="80rem">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('quizImport.fileLabel')}
            description={t('quizImport.fileDescription')}
            accept={IMPORT_ACCEPT}
            value={file}
            onChange={(value) => {
              setFile(value);
              preview.reset();
            }}
            clearable
            w={420}
            maw="100%"
          />
          <Select
            label={t('quizImport.languageLabel')}
            description={t('quizImport.languageDescription')}
            data={[
              { value: 'en_US', label: t('quizImport.english') },
              { value: 'fr_FR', label: t('quizImport.french') },
            ]}
            value={language}
            onChange={(value) => value && setLanguage(value as QuizLanguage)}
            allowDeselect={false}
            w={260}
          />
          <Button
            leftSection={<IconFileImport size={18} />}
            disabled={!file}
            loading={preview.isPending}
            onClick={() => file && preview.mutate({ file, language })}
          >
            {t('quizImport.preview')}
          </Button>
        </Group>
        {preview.error && (
          <Alert color="red" role="alert" title={t('quizImport.previewFailed')}>
            {managerErrorMessage(t, preview.error, t('quizImport.previewFailed'))}
          </Alert>
        )}
        {preview.data && <PreviewTable preview={preview.data} />}
        {preview.data && (
          <>
            <Text role="status">
              {t('quizImport.summary', { count: ready.length })} {skipped > 0 && t('quizImport.skipped', { count: skipped })}
            </Text>
            <Radio.Group label={t('quizImport.modeLabel')} value={mode} onChange={(value) => setMode(value as ImportMode)}>
              <Group mt="xs">
                <Radio value="append" label={t('quizImport.append')} />
                <Radio value="replace" label={t('quizImport.replace')} />
              </Group>
            </Radio.Group>
            {tooMany && (
              <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
                {t('quizImport.tooMany', { count: total, max: LIMITS.questionsPerQuiz })}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {t('quizImport.nothingSaved')}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!preview.data || ready.length === 0 || tooMany}
            onClick={() => {
              onImport(ready, mode);
              close();
            }}
          >
            {t(mode === 'append' ? 'quizImport.confirmAppend' : 'quizImport.confirmReplace', { count: ready.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('manage');
  return (
    <ScrollArea.Autosize mah="50vh" type="auto">
      <Table striped stickyHeader aria-label={t('quizImport.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quizImport.row')}</Table.Th>
            <Table.Th>{t('quizImport.type')}</Table.Th>
            <Table.Th>{t('quizImport.questionEn')}</Table.Th>
            <Table.Th>{t('quizImport.questionFr')}</Table.Th>
            <Table.Th>{t('quizImport.rightAnswer')}</Table.Th>
            <Table.Th>{t('quizImport.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <PreviewRow key={row.row} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * The right answer as the row's language words it, each right one on its line for several right
 * answers, a numeric estimate's value with its tolerance and unit, a put in order's items in their
 * right order; a poll or a slide, which has none, says so.
 */
function RightAnswer({ question, language }: { question: Question; language: QuizLanguage }) {
  const { t } = useTranslation('manage');
  if (!hasRightAnswer(question.type)) {
    return (
      <Text size="sm" c="dimmed">
        {t(isSlide(question.type) ? 'quizImport.noRightAnswerSlide' : 'quizImport.noRightAnswer')}
      </Text>
    );
  }
  const texts = question.texts[language];
  if (!texts) return null;
  if (isNumeric(question.type)) return <>{estimateWording(question, language)}</>;
  if (!hasOptions(question.type)) return <>{texts.answer ?? ''}</>;
  // The items are written in the right order: that order is the answer.
  if (isOrdering(question.type)) return <>{(texts.answers ?? []).join(ORDER_SEPARATOR)}</>;
  const worded = (option: number) => `${option}. ${texts.answers?.[option - 1] ?? ''}`;
  if (question.correctAnswers) {
    return (
      <Stack gap={0}>
        {question.correctAnswers.map((option) => (
          <div key={option}>{worded(option)}</div>
        ))}
      </Stack>
    );
  }
  const option = question.correctAnswer;
  return option ? <>{worded(option)}</> : null;
}

function PreviewRow({ row }: { row: ImportPreviewRow }) {
  const { t } = useTranslation('manage');
  const q = row.question;
  const language: QuizLanguage = q?.texts.en_US ? 'en_US' : 'fr_FR';
  return (
    <Table.Tr bg={q ? undefined : 'var(--mantine-color-red-light)'}>
      <Table.Td>{row.row}</Table.Td>
      <Table.Td>
        {q ? t(`quiz.questionTypes.${typeChoiceOf(q)}`) : ''}
        {/* The row's points when not the usual, as the editor's Points field will show them; a poll has none. */}
        {q && hasRightAnswer(q.type) && (q.pointsMultiplier === 2 || q.pointsMultiplier === 0) ? (
          <Badge size="sm" variant="light" ml={6} color={q.pointsMultiplier === 2 ? 'orange' : 'gray'}>
            {t(q.pointsMultiplier === 2 ? 'quizImport.pointsDouble' : 'quizImport.pointsNone')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{q ? (q.texts.en_US?.question ?? '') : row.label}</Table.Td>
      <Table.Td>{q?.texts.fr_FR?.question ?? ''}</Table.Td>
      <Table.Td>{q && <RightAnswer question={q} language={language} />}</Table.Td>
      <Table.Td>
        {row.problems.length === 0 ? (
          <Text size="sm" c="green.8">
            {t('quizImport.ok')}
          </Text>
        ) : (
          <Stack gap={2}>
            {row.problems.map((problem) => (
              <Text key={problem} size="sm" c="red.8">
                {problem}
              </Text>
            ))}
            <Text size="sm" fw={600}>
              {t('quizImport.leftOut')}
            </Text>
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
