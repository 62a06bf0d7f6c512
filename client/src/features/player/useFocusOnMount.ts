// Moves focus to a view's heading when the view replaces another (issue 19): the control that was
// pressed (Join, an answer) is gone or disabled, and focus would drop to the page's body, leaving
// a keyboard or screen-reader player at the top of the page with nothing said.
import { type RefObject, useEffect } from 'react';

export function useFocusOnMount<T extends HTMLElement>(ref: RefObject<T | null>): void {
  useEffect(() => {
    // No scroll: the view is drawn from its top already, and a jump would move what a sighted
    // player is reading.
    ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
