import { Button, FileButton, Group, Stack, TextInput } from '@mantine/core';
import { IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { resolveImageUrl } from '../../../api/client';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../lib/errorMessage';
import { useUploadImage } from '../api/uploadImage';
import { validateImageFile } from '../utils/validateImageFile';
import { QuestionImageThumbnail } from './QuestionImageThumbnail';

type Props = { value: string; onChange: (value: string) => void };

/** The question's optional image: a URL, or a file uploaded here whose name the server returns. */
export function QuestionImageField({ value, onChange }: Props) {
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    const invalid = validateImageFile(file);
    setError(invalid);
    if (invalid) return;
    upload.mutate(file, {
      onSuccess: ({ fileName }) => onChange(fileName),
      onError: (failure) => setError(errorMessage(failure, 'Upload failed')),
    });
  };

  const show = () => window.open(resolveImageUrl(value.trim()), '_blank', 'noopener,noreferrer');

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Image URL (optional)"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
              Upload
            </Button>
          )}
        </FileButton>
        <Button variant="default" leftSection={<IconExternalLink size={16} />} disabled={!value.trim()} onClick={show}>
          Show
        </Button>
      </Group>
      {/* Keyed by the address so that a new one gets a fresh try after a failed one. */}
      <QuestionImageThumbnail key={value.trim()} value={value.trim()} />
      <ErrorAlert message={error} onClose={() => setError(null)} />
    </Stack>
  );
}
