// A question's or a slide's picture on the big screen, filling its box: sized for a screen, or the
// upload itself when the sized one fails to load (see useQuestionImage).
import { useQuestionImage } from '../../../lib/live/questionImageUrl';

export function ScreenImage({ url, alt }: { url: string; alt: string }) {
  const { src, onError } = useQuestionImage(url, 'screen');
  return <img src={src} onError={onError} alt={alt} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />;
}
