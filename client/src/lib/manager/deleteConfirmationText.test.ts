import { describe, expect, it } from 'vitest';
import { deleteConfirmationText } from './deleteConfirmationText';

describe('deleteConfirmationText', () => {
  it('quotes the name', () => {
    expect(deleteConfirmationText('Pub Quiz')).toBe('Are you sure you want to delete "Pub Quiz"? This action cannot be undone.');
  });

  it('names the team or the event', () => {
    expect(deleteConfirmationText('Owls', 'the team')).toBe(
      'Are you sure you want to delete the team "Owls"? This action cannot be undone.',
    );
    expect(deleteConfirmationText('Friday Night', 'the event')).toBe(
      'Are you sure you want to delete the event "Friday Night"? This action cannot be undone.',
    );
  });
});
