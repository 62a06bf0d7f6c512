import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveQuestion, playerMe } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { PlayerQuestion } from './PlayerQuestion';

const serverNow = () => Date.now();
const base = { me: playerMe(), language: 'en_US' as const, pending: null, answerError: null, serverNow };

describe('PlayerQuestion', () => {
  it('shows the question and options in the chosen language, else in the other one', () => {
    const { unmount } = render(<PlayerQuestion {...base} language="fr_FR" question={liveQuestion()} onAnswer={vi.fn()} />);
    expect(screen.getByText('Capitale de la France ?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diamond Paris (fr)' })).toBeInTheDocument();
    expect(screen.queryByText('Capital of France?')).not.toBeInTheDocument();
    unmount();
    const englishOnly = liveQuestion({ texts: { en_US: { question: 'Capital of Italy?', answers: ['Rome', 'Milan'] } }, optionCount: 2 });
    render(<PlayerQuestion {...base} language="fr_FR" question={englishOnly} onAnswer={vi.fn()} />);
    expect(screen.getByText('Capital of Italy?')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['▲Rome', '◆Milan']);
    // Screen readers say the shape, not the character.
    expect(screen.getByRole('button', { name: 'Triangle Rome' })).toBeInTheDocument();
  });

  it('sends the answer once, says it is on its way, then that it was received', async () => {
    const question = liveQuestion();
    const onAnswer = vi.fn();
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Diamond Paris' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: 2 });
    const pending = { activityId: 'activity-1', questionIndex: 0, answer: 2 };
    rerender(<PlayerQuestion {...base} question={question} pending={pending} onAnswer={onAnswer} />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Triangle Lyon' }));
    // The hook cleared the pending answer on the ack.
    rerender(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    expect(screen.getByText('Answer received')).toBeInTheDocument();
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diamond Paris' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Circle Nice' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('shows an answer the server already holds (after a reload) as received', () => {
    render(<PlayerQuestion {...base} me={playerMe({ answer: '4' })} question={liveQuestion()} onAnswer={vi.fn()} />);
    expect(screen.getByText('Answer received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Square Lille' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends free text trimmed, and never blank', async () => {
    const onAnswer = vi.fn();
    const question = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { en_US: { question: 'Largest planet?' } } });
    render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.type(screen.getByLabelText('Your answer'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your answer'), ' Jupiter  {Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: 'Jupiter' });
    expect(screen.getByText('Answer received')).toBeInTheDocument();
    expect(screen.getByText('Jupiter')).toBeInTheDocument();
  });

  it('closes the options at the deadline, and shows no right answer (the view has none)', async () => {
    const onAnswer = vi.fn();
    render(
      <PlayerQuestion {...base} question={liveQuestion({ deadline: new Date(Date.now() - 1000).toISOString() })} onAnswer={onAnswer} />,
    );
    expect(screen.getByText("Time's up")).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Diamond Paris' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.queryByText('The right answer')).not.toBeInTheDocument();
    expect(screen.queryByText(/correct/i)).not.toBeInTheDocument();
  });

  it('says Paused near the question while the host holds the timer, and takes no answer then', async () => {
    const onAnswer = vi.fn();
    render(<PlayerQuestion {...base} question={liveQuestion({ deadline: null, remainingMs: 7000 })} onAnswer={onAnswer} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Paused');
    expect(screen.getByRole('status')).toHaveTextContent('The host paused the question: answer when it resumes.');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Diamond Paris' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('keeps the free-text answer typed before a pause, disabled until the question resumes', async () => {
    const onAnswer = vi.fn();
    const running = liveQuestion({ type: 'free_text_input', optionCount: 0, texts: { en_US: { question: 'Largest planet?' } } });
    const { rerender } = render(<PlayerQuestion {...base} question={running} onAnswer={onAnswer} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Jupiter');
    rerender(<PlayerQuestion {...base} question={{ ...running, deadline: null, remainingMs: 7000 }} onAnswer={onAnswer} />);
    expect(screen.getByLabelText('Your answer')).toBeDisabled();
    expect(screen.getByLabelText('Your answer')).toHaveValue('Jupiter');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const resumed = { ...running, deadline: new Date(Date.now() + 7000).toISOString() };
    rerender(<PlayerQuestion {...base} question={resumed} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ activityId: 'activity-1', questionIndex: 0, answer: 'Jupiter' });
  });

  it('lets a tap refused by a pause it raced be answered again once the question resumes', async () => {
    const paused = 'The question is paused; answer when it resumes';
    const onAnswer = vi.fn();
    const running = liveQuestion();
    const { rerender } = render(<PlayerQuestion {...base} question={running} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Diamond Paris' }));
    // The refusal comes before the view of the pause: the question is held all the same.
    rerender(<PlayerQuestion {...base} answerError={paused} question={running} onAnswer={onAnswer} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your answer was not taken: answer again when the question resumes.');
    expect(screen.queryByText('Answer received')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diamond Paris' })).toBeDisabled();
    const held = { ...running, deadline: null, remainingMs: 9000 };
    rerender(<PlayerQuestion {...base} answerError={paused} question={held} onAnswer={onAnswer} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your answer was not taken');
    expect(screen.getByRole('button', { name: 'Diamond Paris' })).toBeDisabled();
    // Resumed: a new deadline, and the options take a tap again.
    const resumed = { ...running, deadline: new Date(Date.now() + 9000).toISOString() };
    rerender(<PlayerQuestion {...base} answerError={paused} question={resumed} onAnswer={onAnswer} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Circle Nice' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ activityId: 'activity-1', questionIndex: 0, answer: 3 });
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('reports a refusal of the answer it sent', async () => {
    const question = liveQuestion();
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Diamond Paris' }));
    rerender(<PlayerQuestion {...base} answerError="Answers are closed" question={question} onAnswer={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Answers are closed');
    expect(screen.queryByText('Answer received')).not.toBeInTheDocument();
  });

  it("brings 'Answer received' into view after a tap, which an image pushes under a phone's fold (issue 19)", async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const question = liveQuestion({ imageUrl: '/uploads/eiffel.jpg' });
    const onAnswer = vi.fn();
    const reloaded = render(<PlayerQuestion {...base} me={playerMe({ answer: '3' })} question={question} onAnswer={onAnswer} />);
    // Opened on an answer already given: the page starts at the question.
    expect(scroll).not.toHaveBeenCalled();
    reloaded.unmount();
    const { rerender } = render(<PlayerQuestion {...base} question={question} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Square Lille' }));
    rerender(<PlayerQuestion {...base} me={playerMe({ answer: '4' })} question={question} onAnswer={onAnswer} />);
    const shown = scroll.mock.contexts.at(-1) as HTMLElement;
    expect(shown).toHaveTextContent('Answer received');
    expect(scroll).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'nearest' }));
    scroll.mockRestore();
  });
});
