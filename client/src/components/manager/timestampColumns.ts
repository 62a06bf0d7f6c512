import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/manager/formatDates';
import type { Column } from './ManagerTable';

/** Created and Updated, the last columns before Actions in every list, as the day only (docs/PRODUCT-RULES.md#pages). */
export function timestampColumns<T extends { createdAt: string; updatedAt: string }>(t: TFunction<'manage'>): Column<T>[] {
  return [
    { header: t('common.created'), cell: (item) => formatDate(item.createdAt), nowrap: true },
    { header: t('common.updated'), cell: (item) => formatDate(item.updatedAt), nowrap: true },
  ];
}
