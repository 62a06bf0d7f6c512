// A question's or a slide's image at the size the device shows it (issue 22, docs/PRODUCT-RULES.md#uploads):
// an upload is asked for at one of the server's few widths, a web address is left as it is. The
// question's image and its preload (usePreloadImage) both take their address from here, so that
// the question finds in the browser's cache the very URL fetched ahead.
import { IMAGE_WIDTHS } from '@quizfest/shared';
import { useState } from 'react';
import { resolveImageUrl } from '../../api/client';

export type ImageShownOn = 'phone' | 'screen';

/** The server's first width of at least `px` device pixels, or its largest. */
export const imageWidthFor = (px: number) => IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * A phone (and the host's console, whose preview is a phone's card): its width up to 640 CSS px, at
 * up to 2 device pixels each, so a phone asks 640 at 1x and 960 at 2x or 3x: at 3x the difference
 * cannot be seen in a picture 220 px high, and costs half as many bytes again. A screen: 1920, a
 * 1080p screen's width, whatever its window, so that a screen made full screen after it loaded
 * keeps its URLs and every screen in the room shares one variant.
 */
export function questionImageUrl(value: string, on: ImageShownOn): string {
  const url = resolveImageUrl(value);
  // resolveImageUrl gives a web address back as it is: only an upload has sizes.
  if (url === value) return url;
  const px = on === 'screen' ? 1920 : Math.min(window.innerWidth, 640) * Math.min(window.devicePixelRatio || 1, 2);
  return `${url}?w=${imageWidthFor(px)}`;
}

/**
 * A question's image for an <img>: the sized address, and once that failed to load (the server's
 * resizer busy, answering 503 under a flood of requests for other sizes), the upload as it is, so a
 * phone or a screen never shows a broken picture where the original would have come.
 */
export function useQuestionImage(value: string, on: ImageShownOn): { src: string; onError: () => void } {
  const sized = questionImageUrl(value, on);
  const [failed, setFailed] = useState<string | null>(null);
  return { src: failed === sized ? resolveImageUrl(value) : sized, onError: () => setFailed(sized) };
}
