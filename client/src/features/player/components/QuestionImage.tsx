// A question's or a slide's image on a phone, below its text.
import { Image } from '@mantine/core';
import { resolveImageUrl } from '../../../api/client';

export function QuestionImage({ url }: { url: string | null }) {
  return url ? <Image src={resolveImageUrl(url)} alt="" mah={220} fit="contain" radius="md" /> : null;
}
