// Issue 21: the quiz editor's Move up / Move down, Duplicate question and the keyboard reorder of
// the drag handle; both language panes follow every move, and nothing is sent before Save.
import type { Question, Quiz } from '@quizfest/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import QuizEditorPage from './QuizEditorPage';
import { SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const question = (en: string, fr: string): Question => ({
  type: 'multiple_text_choice_2',
  correctAnswer: 1,
  texts: { en_US: { question: en, answers: ['Yes', 'No'] }, fr_FR: { question: fr, answers: ['Oui', 'Non'] } },
});
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 20,
  readTime: 0,
  ...SETTING_DEFAULTS,
  questions: [question('One?', 'Un ?'), question('Two?', 'Deux ?'), question('Three?', 'Trois ?')],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));
const texts = (side: 'left' | 'right') =>
  pane(side)
    .getAllByLabelText('Question')
    .map((field) => (field as HTMLTextAreaElement).value);

/**
 * jsdom lays nothing out: every box is 0×0 at the origin, so dnd-kit's keyboard sensor would find
 * no card below another. Each card gets the box it would have in a column, 200 px apart.
 */
function layOutCards() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const card = this.closest('[data-question-key]');
    if (!card?.parentElement) return original.call(this);
    const index = [...card.parentElement.children].indexOf(card);
    return DOMRect.fromRect({ x: 0, y: index * 200, width: 600, height: 180 });
  });
}

beforeEach(() => layOutCards());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openEditor() {
  const api = mockApi({
    [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
    [`PUT /activities/quiz/${QUIZ_ID}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
  });
  renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
  await screen.findByText('Edit Quiz: Pub Quiz');
  return api;
}

describe('QuizEditor reorder', { timeout: 20_000 }, () => {
  it('moves a question up and down in both panes, keeping the focus on the arrow pressed', async () => {
    const api = await openEditor();
    await userEvent.click(pane('left').getByRole('button', { name: 'Move question 2 up' }));
    expect(texts('left')).toEqual(['Two?', 'One?', 'Three?']);
    expect(texts('right')).toEqual(['Deux ?', 'Un ?', 'Trois ?']);
    // At the top, Move up is off: the focus goes to Move down of the same card.
    expect(pane('left').getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await waitFor(() => expect(pane('left').getByRole('button', { name: 'Move question 1 down' })).toHaveFocus());

    await userEvent.click(pane('right').getByRole('button', { name: 'Move question 2 down' }));
    expect(texts('left')).toEqual(['Two?', 'Three?', 'One?']);
    expect(texts('right')).toEqual(['Deux ?', 'Trois ?', 'Un ?']);
    expect(pane('right').getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();
    // Nothing is sent before Save; Save sends the new order.
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)).toHaveLength(1));
    const sent = api.callsTo('PUT', `/activities/quiz/${QUIZ_ID}`)[0]!.body as Quiz;
    expect(sent.questions.map((q) => q.texts.en_US?.question)).toEqual(['Two?', 'Three?', 'One?']);
  });

  it('duplicates a question right after it, a copy of its own', async () => {
    await openEditor();
    await userEvent.click(pane('left').getByRole('button', { name: 'Duplicate question 1' }));
    expect(texts('left')).toEqual(['One?', 'One?', 'Two?', 'Three?']);
    expect(texts('right')).toEqual(['Un ?', 'Un ?', 'Deux ?', 'Trois ?']);
    // Editing the copy leaves the original as it was.
    const copy = pane('right').getAllByLabelText('Question')[1]!;
    fireEvent.change(copy, { target: { value: 'Un bis ?' } });
    expect(texts('right')).toEqual(['Un ?', 'Un bis ?', 'Deux ?', 'Trois ?']);
  });

  it('reorders by keyboard on the drag handle, and tells screen readers each step', async () => {
    await openEditor();
    const handle = pane('left').getByRole('button', { name: 'Drag question 1 to move it' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable question');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions).toHaveTextContent('press Space or Enter on its handle');
    act(() => handle.focus());
    await userEvent.keyboard(' ');
    expect(await screen.findAllByText('Picked up question 1, at position 1 of 3.')).not.toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(texts('left')).toEqual(['Two?', 'Three?', 'One?']));
    expect(texts('right')).toEqual(['Deux ?', 'Trois ?', 'Un ?']);
    expect(await screen.findAllByText('Question 1 dropped at position 3 of 3.')).not.toHaveLength(0);
  });

  it('puts the question back when the keyboard drag is cancelled with Escape', async () => {
    await openEditor();
    act(() => pane('right').getByRole('button', { name: 'Drag question 2 to move it' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findAllByText(/^Moving cancelled: question 2 stays at position 2 of 3\./)).not.toHaveLength(0);
    expect(texts('left')).toEqual(['One?', 'Two?', 'Three?']);
  });
});
