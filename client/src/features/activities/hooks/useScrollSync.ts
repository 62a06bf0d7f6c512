import { useRef, useState } from 'react';
import { createScrollSync } from '../utils/scrollSync';

/** Refs and scroll handlers for the quiz editor's two panes, which scroll together (docs/PRODUCT-RULES.md#activities). */
export function useScrollSync() {
  const leftRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLDivElement>(null);
  const [sync] = useState(() => createScrollSync());
  return {
    leftRef,
    rightRef,
    onLeftScroll: () => {
      if (leftRef.current) sync('left', leftRef.current, rightRef.current);
    },
    onRightScroll: () => {
      if (rightRef.current) sync('right', rightRef.current, leftRef.current);
    },
  };
}
