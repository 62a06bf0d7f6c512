// A question's or a slide's image on a phone, below its text.
import { Image } from '../../../components/phoneKit';
import { useQuestionImage } from '../../../lib/live/questionImageUrl';

export function QuestionImage({ url }: { url: string | null }) {
  return url ? <SizedImage url={url} /> : null;
}

function SizedImage({ url }: { url: string }) {
  const { src, onError } = useQuestionImage(url, 'phone');
  return <Image src={src} onError={onError} alt="" mah={220} fit="contain" radius="md" />;
}
