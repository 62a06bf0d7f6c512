import { formatDate } from '../../lib/manager/formatDates';
import type { Column } from './ManagerTable';

/** Created and Updated, the last columns before Actions in every list, as the day only (docs/PRODUCT-RULES.md#pages). */
export function timestampColumns<T extends { createdAt: string; updatedAt: string }>(): Column<T>[] {
  return [
    { header: 'Created', cell: (item) => formatDate(item.createdAt), nowrap: true },
    { header: 'Updated', cell: (item) => formatDate(item.updatedAt), nowrap: true },
  ];
}
