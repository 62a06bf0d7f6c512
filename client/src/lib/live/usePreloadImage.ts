// Fetches an image ahead into the browser's cache (issue 22): the next question's, from the reveal
// of the one before, so that on venue Wi-Fi it is there when the question opens rather than
// arriving while its timer runs. Uploads are served immutable, and the address is the one the
// question's image will ask for (questionImageUrl, for the same device), so the question finds it.
import { useEffect } from 'react';
import { type ImageShownOn, questionImageUrl } from './questionImageUrl';

// Held until loaded or failed: an Image nothing refers to may be collected, and its fetch with it.
const loading = new Set<HTMLImageElement>();

export function usePreloadImage(imageUrl: string | undefined, on: ImageShownOn): void {
  useEffect(() => {
    if (!imageUrl) return;
    const image = new Image();
    const settle = () => loading.delete(image);
    image.onload = settle;
    image.onerror = settle;
    loading.add(image);
    image.src = questionImageUrl(imageUrl, on);
  }, [imageUrl, on]);
}
