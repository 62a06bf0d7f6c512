// The options an answer picked, in whichever form it reaches the phone: an option number (multiple
// choice, a poll), the options ticked as this page sent them ([1, 3]), or an answer as the server
// stored it ('2', '1,3'). Free text is none.
import { parseSelection, type AnswerValue } from '@quizfest/shared';

/** The options picked, 1-based, ascending. */
export function pickedOptions(answer: AnswerValue): number[] {
  if (typeof answer === 'number') return [answer];
  if (Array.isArray(answer)) return [...answer].sort((a, b) => a - b);
  return parseSelection(answer);
}
