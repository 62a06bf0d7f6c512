import { ActionIcon, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** Dates and codes read badly broken over two lines; such a column keeps its width instead. */
  nowrap?: boolean;
};

type Props<T> = {
  items: T[];
  columns: Column<T>[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** A page's own row actions, before edit and delete. */
  rowActions?: (item: T) => ReactNode;
};

/** A manager list as a table: the page's own columns, then Actions (edit and delete, docs/PRODUCT-RULES.md#pages). */
export function ManagerTable<T extends { id: string; name: string }>({ items, columns, minWidth, onEdit, onDelete, rowActions }: Props<T>) {
  const { t } = useTranslation('manage');
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th ta="right">{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(item)}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {rowActions?.(item)}
                  <ActionIcon variant="subtle" aria-label={t('common.editItem', { name: item.name })} onClick={() => onEdit(item)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.deleteItem', { name: item.name })}
                    onClick={() => onDelete(item)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
