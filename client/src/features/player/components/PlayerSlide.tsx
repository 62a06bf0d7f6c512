// A slide on a phone (issue 20): a round's title, an explanation, a break. Its text in my language
// (else in the other) and its image, like a calm title card: nothing to answer, so no result, no
// points and no right answer, whatever the server says of my answer.
import { Stack, Title } from '../../../components/phoneKit';
import type { LiveQuestion, QuizLanguage } from '@quizfest/shared';
import { QuestionImage } from './QuestionImage';

export function PlayerSlide({ question: { texts, imageUrl }, language }: { question: LiveQuestion; language: QuizLanguage }) {
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, xs: 26 }} ta="center" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {/* A text left empty in my language falls back to the other's, as a missing one does. */}
        {texts[language]?.question || texts[language === 'en_US' ? 'fr_FR' : 'en_US']?.question}
      </Title>
      <QuestionImage url={imageUrl} />
    </Stack>
  );
}
