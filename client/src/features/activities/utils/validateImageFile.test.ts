import { IMAGE_UPLOAD_MAX_BYTES } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { validateImageFile } from './validateImageFile';

describe('validateImageFile', () => {
  it('accepts an image up to the limit', () => {
    expect(validateImageFile({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(validateImageFile({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it('refuses an image over 10 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe('File size must be less than 10MB');
  });
});
