import { Group, TextInput } from '@mantine/core';
import { LIMITS, type Question, type QuizLanguage } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { setUnit, textFor } from '../utils/editQuestionText';
import { correctValueError, setCorrectValue, setTolerance } from '../utils/estimateValue';
import { EstimateNumberField } from './EstimateNumberField';

type Props = {
  question: Question;
  language: QuizLanguage;
  /** Whether this pane shows the value and tolerance: both languages share them, so one pane does. */
  showShared: boolean;
  onChange: (question: Question) => void;
};

/** A numeric estimate's answer in one pane: the right value and its tolerance once, and this language's unit. */
export function EstimateFields({ question, language, showShared, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Group align="flex-start" gap="sm">
      {showShared && (
        <>
          <EstimateNumberField
            label={t('quiz.estimate.value')}
            description={t('quiz.estimate.valueHint')}
            value={question.correctValue}
            error={correctValueError(t, question)}
            allowNegative
            onChange={(value) => onChange(setCorrectValue(question, value))}
          />
          <EstimateNumberField
            label={t('quiz.estimate.tolerance')}
            description={t('quiz.estimate.toleranceHint')}
            value={question.tolerance}
            allowNegative={false}
            onChange={(value) => onChange(setTolerance(question, value))}
          />
        </>
      )}
      <TextInput
        label={t('quiz.estimate.unit')}
        description={t('quiz.estimate.unitHint')}
        value={textFor(question, language).unit ?? ''}
        maxLength={LIMITS.unitMax}
        onChange={(e) => onChange(setUnit(question, language, e.currentTarget.value))}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        style={{ flex: '1 1 140px' }}
      />
    </Group>
  );
}
