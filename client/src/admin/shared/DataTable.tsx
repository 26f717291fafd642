import { Button, Callout, HTMLSelect, HTMLTable, Icon, InputGroup, Intent, Spinner, SpinnerSize, Tooltip, type IconName } from '@blueprintjs/core';
import { Fragment, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { messageFromError } from './errors';
import { SHORTCUT_TARGET_ATTRIBUTE, useListShortcut } from './shortcuts';
import '../layout/a11y.css';

export type CellValue = string | number | boolean | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The header's tooltip (and accessible description), e.g. TIME_ZONE_LABEL on a timestamp column. */
  headerHint?: string;
  /** The cell's plain value: shown when there is no `render`, and used to sort and search. */
  value?: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Whether the search box looks at this column; default: when it has a text or number value. */
  searchable?: boolean;
  width?: number | string;
}

export interface RowAction<Row> {
  /** Accessible name and tooltip, e.g. 'Edit'. */
  label: string;
  icon: IconName;
  onClick: (row: Row) => void;
  intent?: Intent;
  /** Something shown inside the button, e.g. a count tag. */
  badge?: (row: Row) => ReactNode;
  hidden?: (row: Row) => boolean;
}

/** Server-side paging and search (spec §2 App Users): rows are the current page only. */
export interface ServerSidePaging {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  totalCount: number;
  /** totalCount stopped at the server's cap (it is then the cap + 1): shown as '10,000+'. */
  countCapped?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Called SERVER_SEARCH_DEBOUNCE_MS after the user stops typing, or at once on Enter. */
  onSearch?: (text: string) => void;
  /** A line under the search box while the typed text cannot be searched yet (e.g. too short). */
  searchHint?: (text: string) => string | undefined;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  actions?: readonly RowAction<Row>[];
  loading?: boolean;
  /** Names the table for assistive technology, e.g. 'Categories'. */
  label: string;
  /** Buttons beside the search box, e.g. 'Add Category'. */
  toolbar?: ReactNode;
  searchable?: boolean;
  searchPlaceholder?: string;
  pageSizeOptions?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: { columnId: string; direction: SortDirection };
  server?: ServerSidePaging;
  /**
   * Details a row can open below itself (the History screen's before/after):
   * the row number becomes a toggle named `Details of row {n}`.
   */
  expandRow?: (row: Row) => ReactNode;
  /**
   * The list's failed load (a query's `error`). With no rows to show, the
   * table shows the message and a Retry button instead of 'No Data Available'.
   */
  error?: unknown;
  /** Spec §8 fallback for the message, e.g. 'Failed to get categories'. */
  errorFallback?: string;
  /** Loads the list again, e.g. `() => refetch()`. */
  onRetry?: () => unknown;
}

/** Spec §9 constants. */
export const CLIENT_PAGE_SIZES = [10, 50, 100] as const;
export const SERVER_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The pager appears only when there are more rows than this. */
export const PAGER_THRESHOLD = 5;
export const SERVER_SEARCH_DEBOUNCE_MS = 2000;
export const EMPTY_TEXT = 'No Data Available';

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

/**
 * The list table every screen uses (spec §2 'Common table pattern'): search
 * box, sortable headers, No. column, Actions column, 'No Data Available',
 * page sizes and a pager shown only when there are more than 5 rows. With
 * `server` the paging and search happen on the server.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  actions = [],
  loading = false,
  label,
  toolbar,
  searchable = true,
  searchPlaceholder = 'Search...',
  pageSizeOptions,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultSort,
  server,
  error,
  errorFallback = 'Failed',
  onRetry,
  expandRow,
}: DataTableProps<Row>) {
  const [searchText, setSearchText] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleExpanded = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const [sort, setSort] = useState(defaultSort);
  const [clientPage, setClientPage] = useState(0);
  const [clientPageSize, setClientPageSize] = useState(defaultPageSize);

  const searchHintId = useId();
  // '/' focuses the search box (the page's first, when it shows two lists).
  const searchInput = useRef<HTMLInputElement>(null);
  useListShortcut(
    'search',
    searchInput,
    'Search the list',
    (input) => {
      input.focus();
      input.select();
    },
    searchable,
  );

  // The latest callback, so a new function each render does not restart the wait.
  const latestOnSearch = useRef(server?.onSearch);
  useEffect(() => {
    latestOnSearch.current = server?.onSearch;
  });
  // No server call for the empty box on mount: the first page is already loading.
  const searchTouched = useRef(false);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!searchTouched.current) return;
    searchTimer.current = setTimeout(() => latestOnSearch.current?.(searchText.trim()), SERVER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(searchTimer.current);
  }, [searchText]);
  /** Enter asks the server at once instead of after the pause. */
  const searchNow = () => {
    if (!server?.onSearch) return;
    clearTimeout(searchTimer.current);
    server.onSearch(searchText.trim());
  };

  const serverSide = Boolean(server);
  const visibleRows = useMemo(() => {
    const query = searchText.trim().toLowerCase();
    const matching =
      serverSide || !query
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
    const sortColumn = sort && columns.find((column) => column.id === sort.columnId);
    if (sort && sortColumn?.value) {
      const direction = sort.direction === 'asc' ? 1 : -1;
      const valueOf = sortColumn.value;
      matching.sort((left, right) => {
        const leftValue = valueOf(left);
        const rightValue = valueOf(right);
        // Blanks go last in either direction, so they never crowd the top.
        if (isBlankCell(leftValue) || isBlankCell(rightValue)) {
          return Number(isBlankCell(leftValue)) - Number(isBlankCell(rightValue));
        }
        return compareCells(leftValue, rightValue) * direction;
      });
    }
    return matching;
  }, [rows, columns, searchText, sort, serverSide]);

  const searchHint = server?.searchHint?.(searchText);
  const pageSize = server?.pageSize ?? clientPageSize;
  const totalCount = server?.totalCount ?? visibleRows.length;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  // Clamp: a search or delete can leave the current page past the end.
  const page = Math.min(server?.page ?? clientPage, pageCount - 1);
  const pageRows = server ? visibleRows : visibleRows.slice(page * pageSize, (page + 1) * pageSize);
  const firstNumber = page * pageSize + 1;
  const sizes = pageSizeOptions ?? (server ? SERVER_PAGE_SIZES : CLIENT_PAGE_SIZES);
  const columnCount = columns.length + 1 + (actions.length ? 1 : 0);

  const changePage = (next: number) => (server ? server.onPageChange(next) : setClientPage(next));
  const changePageSize = (next: number) => {
    if (server) {
      server.onPageSizeChange(next);
      server.onPageChange(0);
    } else {
      setClientPageSize(next);
      setClientPage(0);
    }
  };

  const toggleSort = (columnId: string) => {
    setSort((current) =>
      current?.columnId === columnId ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { columnId, direction: 'asc' },
    );
    if (!server) setClientPage(0);
  };

  return (
    <div className="admin-data-table">
      {(searchable || toolbar) && (
        <div className="admin-data-table__toolbar">
          {searchable && (
            <div className="admin-data-table__search-box">
              <InputGroup
                type="search"
                leftIcon="search"
                placeholder={searchPlaceholder}
                aria-label={searchPlaceholder}
                aria-keyshortcuts="/"
                aria-describedby={searchHint ? searchHintId : undefined}
                inputRef={searchInput}
                {...{ [SHORTCUT_TARGET_ATTRIBUTE]: 'search' }}
                value={searchText}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') searchNow();
                }}
                onValueChange={(text) => {
                  searchTouched.current = true;
                  setSearchText(text);
                  if (!server) setClientPage(0);
                }}
                className="admin-data-table__search"
              />
              {searchHint && (
                <p id={searchHintId} className="admin-data-table__search-hint" role="status">
                  {searchHint}
                </p>
              )}
            </div>
          )}
          {loading && rows.length > 0 && <Spinner size={SpinnerSize.SMALL} aria-label="Refreshing" />}
          <div className="admin-data-table__actions">{toolbar}</div>
        </div>
      )}
      <div className="admin-data-table__scroll">
        <HTMLTable striped interactive aria-label={label} aria-busy={loading} className="admin-data-table__table">
          <thead>
            <tr>
              <th scope="col" className="admin-data-table__number">
                No.
              </th>
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    style={column.width ? { width: column.width } : undefined}
                    title={column.headerHint}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortable && column.value ? (
                      <button type="button" className="admin-data-table__sort" onClick={() => toggleSort(column.id)}>
                        {column.header}
                        <Icon
                          icon={direction === 'asc' ? 'sort-asc' : direction === 'desc' ? 'sort-desc' : 'double-caret-vertical'}
                          size={12}
                          aria-hidden
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actions.length > 0 && (
                <th scope="col" className="admin-data-table__row-actions">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="admin-data-table__empty">
                  {loading ? (
                    <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />
                  ) : error ? (
                    <LoadFailure message={messageFromError(error, errorFallback)} onRetry={onRetry} />
                  ) : (
                    EMPTY_TEXT
                  )}
                </td>
              </tr>
            )}
            {pageRows.map((row, index) => {
              const key = rowKey(row);
              const isExpanded = expandRow !== undefined && expanded.has(key);
              return (
                <Fragment key={key}>
                  <tr>
                    <td className="admin-data-table__number">
                      {expandRow ? (
                        <Button
                          variant="minimal"
                          size="small"
                          icon={isExpanded ? 'chevron-down' : 'chevron-right'}
                          aria-expanded={isExpanded}
                          aria-label={`Details of row ${firstNumber + index}`}
                          onClick={() => toggleExpanded(key)}
                        >
                          {firstNumber + index}
                        </Button>
                      ) : (
                        firstNumber + index
                      )}
                    </td>
                    {columns.map((column) => (
                      <td key={column.id}>{column.render ? column.render(row) : String(column.value?.(row) ?? '')}</td>
                    ))}
                    {actions.length > 0 && (
                      <td className="admin-data-table__row-actions">
                        {actions
                          .filter((action) => !action.hidden?.(row))
                          .map((action) => (
                            <Tooltip key={action.label} content={action.label} placement="top">
                              <Button
                                variant="minimal"
                                icon={action.icon}
                                intent={action.intent}
                                // With a badge, the name is the label and the badge's count
                                // ('Subcategories 4'), so what is seen is also what is heard.
                                aria-label={action.badge ? undefined : action.label}
                                onClick={() => action.onClick(row)}
                              >
                                {action.badge && (
                                  <>
                                    <span className="admin-visually-hidden">{action.label}</span> {action.badge(row)}
                                  </>
                                )}
                              </Button>
                            </Tooltip>
                          ))}
                      </td>
                    )}
                  </tr>
                  {isExpanded && (
                    <tr className="admin-data-table__details">
                      <td colSpan={columnCount}>{expandRow(row)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      {totalCount > PAGER_THRESHOLD && (
        <nav className="admin-data-table__pager" aria-label={`${label} pages`}>
          <span className="admin-data-table__page-size">
            <span aria-hidden="true">Rows per page</span>
            <HTMLSelect
              aria-label="Rows per page"
              value={pageSize}
              onChange={(event) => changePageSize(Number(event.currentTarget.value))}
              options={sizes.map((size) => ({ label: String(size), value: size }))}
              minimal
            />
          </span>
          <span aria-live="polite">
            {firstNumber}–{Math.min(firstNumber + pageSize - 1, totalCount)} of{' '}
            {server?.countCapped ? `${(totalCount - 1).toLocaleString('en-IN')}+` : totalCount}
          </span>
          <Button variant="minimal" icon="chevron-left" aria-label="Previous page" disabled={page === 0} onClick={() => changePage(page - 1)} />
          <Button
            variant="minimal"
            icon="chevron-right"
            aria-label="Next page"
            disabled={page >= pageCount - 1}
            onClick={() => changePage(page + 1)}
          />
        </nav>
      )}
    </div>
  );
}

/**
 * A list that could not be loaded: the reason and a way to try again (never
 * 'No Data Available'). A failed retry shows again through `error`.
 */
function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => unknown }) {
  return (
    <Callout intent={Intent.DANGER} icon="error" className="admin-data-table__failure" role="alert">
      <p>{message}</p>
      {onRetry && <Button icon="refresh" text="Retry" onClick={() => void Promise.resolve(onRetry()).catch(() => {})} />}
    </Callout>
  );
}
