import type { CellValue, DataTableColumn, TableSort } from './types';

function isSearchable<Row>(column: DataTableColumn<Row>, row: Row): boolean {
  if (!column.value || column.searchable === false) return false;
  if (column.searchable) return true;
  const sample = column.value(row);
  return typeof sample === 'string' || typeof sample === 'number';
}

const isBlankCell = (value: CellValue) => value === null || value === undefined || value === '';

/** Numbers by size, booleans true first (Active before Inactive), text naturally ("Item 2" before "Item 10"). */
function compareCells(left: CellValue, right: CellValue): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(right) - Number(left);
  return String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows a client-side table shows: those matching the search text, in the chosen order. */
export function searchAndSortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], searchText: string, sort?: TableSort): Row[] {
  const query = searchText.trim().toLowerCase();
  const matching = !query
    ? [...rows]
    : rows.filter((row) =>
        columns.some(
          (column) =>
            isSearchable(column, row) &&
            String(column.value!(row) ?? '')
              .toLowerCase()
              .includes(query),
        ),
      );
  const valueOf = sort && columns.find((column) => column.id === sort.columnId)?.value;
  if (!sort || !valueOf) return matching;
  const direction = sort.direction === 'asc' ? 1 : -1;
  return matching.sort((left, right) => {
    const leftValue = valueOf(left);
    const rightValue = valueOf(right);
    // Blanks go last in either direction, so they never crowd the top.
    if (isBlankCell(leftValue) || isBlankCell(rightValue)) {
      return Number(isBlankCell(leftValue)) - Number(isBlankCell(rightValue));
    }
    return compareCells(leftValue, rightValue) * direction;
  });
}
