// A row on its way to becoming a question: whatever format it came from, it ends here, checked
// by the same schema as the editor's save, so a preview row without problems saves as it is.
import { schemas as S, type Question } from '@quizfest/shared';
import type { z } from 'zod';

export type PreviewRow = z.infer<typeof S.ImportPreviewRow>;

export class RowProblems {
  readonly list: string[] = [];
  /** The row's question text as the file has it, shown beside its problems. */
  label = '';
  constructor(readonly row: number) {}
  add(problem: string): void {
    this.list.push(`row ${this.row}: ${problem}`);
  }
}

const issuePath = (path: PropertyKey[]) => path.map(String).join('.');

/** The row as previewed: its question when it has no problems, else null and every problem named. */
export function finishRow(problems: RowProblems, draft: unknown): PreviewRow {
  if (problems.list.length === 0) {
    const parsed = S.Question.safeParse(draft);
    if (parsed.success) return { row: problems.row, question: parsed.data as Question, problems: [] };
    for (const issue of parsed.error.issues) problems.add(`${issuePath(issue.path)} ${issue.message}`.trim());
  }
  return { row: problems.row, question: null, problems: problems.list, label: problems.label.slice(0, 200) };
}

/** A whole number from a cell ('20', '20.0', 20), or undefined when it is not one. */
export function wholeNumber(cell: string): number | undefined {
  const text = cell.trim();
  if (!/^[+-]?\d+(\.0*)?$/.test(text)) return undefined;
  return Number.parseInt(text, 10);
}
