import { Icon } from '@blueprintjs/core';
import { useTranslation } from '../../core/i18n/i18n';
import type { DataTableColumn, SortDirection } from './types';

/** A column header (its English `header` translated here); a sort button when the column sorts, with `aria-sort` on the current one. */
export function SortableHeader<Row>({
  column,
  direction,
  sortable,
  onSort,
}: {
  column: DataTableColumn<Row>;
  direction: SortDirection | undefined;
  sortable: boolean;
  onSort: () => void;
}) {
  const { t } = useTranslation();
  const header = t(column.header);
  return (
    <th
      scope="col"
      style={column.width ? { width: column.width } : undefined}
      title={column.headerHint ? t(column.headerHint) : undefined}
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {sortable ? (
        <button type="button" className="admin-data-table__sort" onClick={onSort}>
          {header}
          <Icon icon={direction === 'asc' ? 'sort-asc' : direction === 'desc' ? 'sort-desc' : 'double-caret-vertical'} size={12} aria-hidden />
        </button>
      ) : (
        header
      )}
    </th>
  );
}
