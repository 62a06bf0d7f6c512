import { useState } from 'react';

/**
 * Whether an editor's values differ from those it loaded or last saved. Values are compared as the
 * JSON the editor would send, so an edit that is undone again does not count as a change.
 */
export function useUnsavedChanges(current: unknown): { dirty: boolean; markSaved: (saved: unknown) => void } {
  const now = JSON.stringify(current);
  // The first render's values are the loaded record: the editors mount once it is there.
  const [saved, setSaved] = useState(now);
  return { dirty: now !== saved, markSaved: (value) => setSaved(JSON.stringify(value)) };
}
