// What a phone keeps between `player-state` pushes (issue 24): the server leaves out what the socket
// holds already, and both ends must agree on what that is. Here, without zod, for the phone's
// download (as socket.ts).

/** The question a push names, as the rule for `me` compares it: null when it names none. */
export function pushedQuestion(question: { activityId: string; questionIndex: number } | null | undefined): string | null {
  return question ? `${question.activityId}#${question.questionIndex}` : null;
}

/**
 * The `me` a phone takes when a push leaves it out: the one it holds, except that a push naming
 * another question than the one it held `me` with (`pushedQuestion` of that push's `live.question`)
 * means no answer and no result yet, as every phone's `me` is when a question opens. So a question's
 * opening, the room's largest push, is one frame for every phone instead of one each.
 */
export function heldMe<Me extends { answer: string | null; result: unknown }>(me: Me | null, sameQuestion: boolean): Me | null {
  if (!me || sameQuestion) return me;
  return { ...me, answer: null, result: null };
}
