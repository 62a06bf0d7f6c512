import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { validateImageFile as validate } from './validateImageFile';

const validateImageFile = (file: { type: string; size: number }) => validate(i18n.getFixedT('en', 'manage'), file);

describe('validateImageFile', () => {
  it('accepts an image up to the limit', () => {
    expect(validateImageFile({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(validateImageFile({ type: '', size: 10 })).toBe('Please select an image file');
  });

  // The shared constant is the server's word for the same refusal: the English text stays it.
  it('refuses an image over 10 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('File size must be less than 10MB');
  });
});
