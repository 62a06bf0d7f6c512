import { Image } from '@mantine/core';
import { useState } from 'react';
import { resolveImageUrl } from '../../../api/client';

/** At most 100 by 100 px (docs/PRODUCT-RULES.md#limits); a URL that does not load shows nothing rather than a broken image. */
export function TeamImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return (
    <Image
      src={resolveImageUrl(url)}
      alt="Team image preview"
      maw={100}
      mah={100}
      w="auto"
      fit="contain"
      radius="sm"
      onError={() => setFailed(true)}
    />
  );
}
