// The name field's length, as a player sees it and as the server checks it. The server's schema
// (shared `Name`, zod's .max) counts UTF-16 code units, where an emoji is 2 and a family emoji 8;
// a person counts characters as they see them (graphemes: 'é', '👍' and '👨‍👩‍👧' are one each).
// So the counter shows graphemes, and the field stops where the server would refuse: at
// LIMITS.playerNameMax UTF-16 units, cut between graphemes so that no emoji is split in half.

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

function graphemes(value: string): string[] {
  // Code points where the browser has no Segmenter (Firefox before 125): an emoji still counts one.
  return segmenter ? Array.from(segmenter.segment(value), (part) => part.segment) : Array.from(value);
}

/** How many characters a person counts in the name. */
export function nameLength(value: string): number {
  return graphemes(value).length;
}

/** The longest start of `value`, in whole graphemes, that the server accepts (at most `maxUnits` UTF-16 units). */
export function capName(value: string, maxUnits: number): string {
  if (value.length <= maxUnits) return value;
  let kept = '';
  for (const part of graphemes(value)) {
    if (kept.length + part.length > maxUnits) break;
    kept += part;
  }
  return kept;
}
