// A question's or a slide's image on a phone, below its text.
import { Image } from '@mantine/core';
import { questionImageUrl } from '../../../lib/live/questionImageUrl';

export function QuestionImage({ url }: { url: string | null }) {
  return url ? <Image src={questionImageUrl(url, 'phone')} alt="" mah={220} fit="contain" radius="md" /> : null;
}
