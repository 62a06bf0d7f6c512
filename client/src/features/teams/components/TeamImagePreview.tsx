import { Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '../../../api/client';

/** At most 100 by 100 px (docs/PRODUCT-RULES.md#limits); a URL that does not load shows nothing rather than a broken image. */
export function TeamImagePreview({ url }: { url: string }) {
  const { t } = useTranslation('manage');
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return (
    <Image
      src={resolveImageUrl(url)}
      alt={t('teams.imagePreview')}
      maw={100}
      mah={100}
      w="auto"
      fit="contain"
      radius="sm"
      onError={() => setFailed(true)}
    />
  );
}
