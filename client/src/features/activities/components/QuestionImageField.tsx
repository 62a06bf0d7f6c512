import { Button, FileButton, Group, Stack, TextInput } from '@mantine/core';
import { IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '../../../api/client';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { useUploadImage } from '../api/uploadImage';
import { validateImageFile } from '../utils/validateImageFile';
import { QuestionImageThumbnail } from './QuestionImageThumbnail';

type Props = { value: string; onChange: (value: string) => void };

/** The question's optional image: a URL, or a file uploaded here whose name the server returns. */
export function QuestionImageField({ value, onChange }: Props) {
  const { t } = useTranslation('manage');
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    const invalid = validateImageFile(t, file);
    setError(invalid);
    if (invalid) return;
    upload.mutate(file, {
      onSuccess: ({ fileName }) => onChange(fileName),
      onError: (failure) => setError(managerErrorMessage(t, failure, t('quiz.image.uploadFailed'))),
    });
  };

  const show = () => window.open(resolveImageUrl(value.trim()), '_blank', 'noopener,noreferrer');

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('quiz.image.url')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
              {t('quiz.image.upload')}
            </Button>
          )}
        </FileButton>
        <Button variant="default" leftSection={<IconExternalLink size={16} />} disabled={!value.trim()} onClick={show}>
          {t('quiz.image.show')}
        </Button>
      </Group>
      {/* Keyed by the address so that a new one gets a fresh try after a failed one. */}
      <QuestionImageThumbnail key={value.trim()} value={value.trim()} />
      <ErrorAlert message={error} onClose={() => setError(null)} />
    </Stack>
  );
}
