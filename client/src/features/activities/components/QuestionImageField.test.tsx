import { IMAGE_UPLOAD_MAX_BYTES, schemas } from '@quizfest/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUpload } from '../../../api/client';
import { render } from '../../../test/render';
import { QuestionImageField } from './QuestionImageField';

vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  apiUpload: vi.fn(),
}));

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <QuestionImageField value={value} onChange={setValue} />;
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

// The browser's file picker filters by accept; a test must reach the client's own check.
const user = userEvent.setup({ applyAccept: false });

afterEach(() => {
  vi.mocked(apiUpload).mockReset();
});

describe('QuestionImageField', () => {
  it('refuses a file that is not an image, without uploading', async () => {
    const { container } = render(<Harness />);
    await user.upload(fileInput(container), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(apiUpload).not.toHaveBeenCalled();
  });

  it('refuses an image over 10 MB, without uploading', async () => {
    const { container } = render(<Harness />);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_UPLOAD_MAX_BYTES + 1 });
    await user.upload(fileInput(container), big);
    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
    expect(apiUpload).not.toHaveBeenCalled();
  });

  it('uploads an image to /upload and puts the returned file name in the field', async () => {
    vi.mocked(apiUpload).mockResolvedValue({ fileName: 'abc123.png' });
    const { container } = render(<Harness />);
    const image = new File(['png'], 'owl.png', { type: 'image/png' });
    await user.upload(fileInput(container), image);
    await waitFor(() => expect(screen.getByLabelText(/Image URL/)).toHaveValue('abc123.png'));
    expect(apiUpload).toHaveBeenCalledWith('/upload', 'file', image, schemas.UploadResponse);
    // The file name alone does not say which picture it was: a thumbnail shows it.
    expect(screen.getByRole('img', { name: 'Question image' })).toHaveAttribute('src', '/api/upload/abc123.png');
  });

  it('shows no thumbnail without an image, nor for an address that does not load', async () => {
    render(<Harness initial="https://example.com/missing.png" />);
    const thumbnail = screen.getByRole('img', { name: 'Question image' });
    expect(thumbnail).toHaveAttribute('src', 'https://example.com/missing.png');
    fireEvent.error(thumbnail);
    expect(screen.queryByRole('img', { name: 'Question image' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Image URL/));
    expect(screen.queryByRole('img', { name: 'Question image' })).not.toBeInTheDocument();
  });

  it('shows the upload error', async () => {
    vi.mocked(apiUpload).mockRejectedValue('not an Error');
    const { container } = render(<Harness />);
    await user.upload(fileInput(container), new File(['png'], 'owl.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  });

  it('opens the image in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness initial="abc123.png" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(open).toHaveBeenCalledWith('/api/upload/abc123.png', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
