import { Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '../../../api/client';

/**
 * The question's image, small: after an upload the field holds only the server's file name, so
 * this is how the manager sees which picture it was. An address that does not load shows nothing.
 */
export function QuestionImageThumbnail({ value }: { value: string }) {
  const { t } = useTranslation('manage');
  const [failed, setFailed] = useState(false);
  if (!value || failed) return null;
  return (
    <Image
      src={resolveImageUrl(value)}
      alt={t('quiz.image.alt')}
      h={96}
      w="auto"
      maw={160}
      fit="contain"
      radius="sm"
      onError={() => setFailed(true)}
    />
  );
}
