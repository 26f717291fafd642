import { Button, HTMLTable, InputGroup, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Fragment, useId, useMemo, useState } from 'react';
import { LoadFailure } from './data-table/LoadFailure';
import { RowActionButtons } from './data-table/RowActionButtons';
import { searchAndSortRows } from './data-table/rows';
import { SortableHeader } from './data-table/SortableHeader';
import { TablePager } from './data-table/TablePager';
import {
  CLIENT_PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type DataTableProps,
  EMPTY_TEXT,
  PAGER_THRESHOLD,
  SERVER_PAGE_SIZES,
  type TableSort,
} from './data-table/types';
import { useSearchBox } from './data-table/useSearchBox';
import { messageFromError } from '../core/errors';
import { SHORTCUT_TARGET_ATTRIBUTE } from './shortcuts';
import { msg, useTranslation } from '../core/i18n/i18n';
import '../layout/a11y.css';

export * from './data-table/types';

/**
 * The list table every screen uses (spec §2 'Common table pattern'): search
 * box, sortable headers, No. column, Actions column, 'No Data Available',
 * page sizes and a pager shown only when there are more than 5 rows. With
 * `server` the paging, search and sorting happen on the server. The Actions
 * column stays pinned at the table's right edge, so on a phone a row's
 * actions are in view while the other columns scroll (issue 21.5).
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
  searchPlaceholder = msg('Search...'),
  pageSizeOptions,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultSort,
  server,
  error,
  errorFallback = msg('Failed'),
  onRetry,
  expandRow,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleExpanded = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const [clientSort, setClientSort] = useState(defaultSort);
  const [clientPage, setClientPage] = useState(0);
  const [clientPageSize, setClientPageSize] = useState(defaultPageSize);
  const searchHintId = useId();
  const search = useSearchBox(searchable, server?.onSearch);

  // The server searched its page; with `onSortChange` it sorted it too (else the page sorts here).
  const serverSorts = Boolean(server?.onSortChange);
  const sort = serverSorts ? server?.sort : clientSort;
  const serverSide = Boolean(server);
  const visibleRows = useMemo(
    () => (serverSorts ? [...rows] : searchAndSortRows(rows, columns, serverSide ? '' : search.searchText, clientSort)),
    [rows, columns, search.searchText, clientSort, serverSide, serverSorts],
  );

  const hint = server?.searchHint?.(search.searchText);
  const searchHint = hint ? t(hint) : undefined;
  const pageSize = server?.pageSize ?? clientPageSize;
  const totalCount = server?.totalCount ?? visibleRows.length;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  // Clamp: a search or delete can leave the current page past the end.
  const page = Math.min(server?.page ?? clientPage, pageCount - 1);
  const pageRows = server ? visibleRows : visibleRows.slice(page * pageSize, (page + 1) * pageSize);
  const firstNumber = page * pageSize + 1;
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
    const next: TableSort =
      sort?.columnId === columnId ? { columnId, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { columnId, direction: 'asc' };
    if (server?.onSortChange) {
      // A new order starts from the first page.
      server.onSortChange(next);
      server.onPageChange(0);
    } else {
      setClientSort(next);
      setClientPage(0);
    }
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
                placeholder={t(searchPlaceholder)}
                aria-label={t(searchPlaceholder)}
                aria-keyshortcuts="/"
                aria-describedby={searchHint ? searchHintId : undefined}
                inputRef={search.searchInput}
                {...{ [SHORTCUT_TARGET_ATTRIBUTE]: 'search' }}
                value={search.searchText}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') search.searchNow();
                }}
                onValueChange={(text) => {
                  search.type(text);
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
          {loading && rows.length > 0 && <Spinner size={SpinnerSize.SMALL} aria-label={t('Refreshing')} />}
          <div className="admin-data-table__actions">{toolbar}</div>
        </div>
      )}
      <div className="admin-data-table__scroll">
        <HTMLTable striped interactive aria-label={t(label)} aria-busy={loading} className="admin-data-table__table">
          <thead>
            <tr>
              <th scope="col" className="admin-data-table__number">
                {t('No.')}
              </th>
              {columns.map((column) => (
                <SortableHeader
                  key={column.id}
                  column={column}
                  direction={sort?.columnId === column.id ? sort.direction : undefined}
                  sortable={Boolean(column.sortable && (serverSorts || column.value))}
                  onSort={() => toggleSort(column.id)}
                />
              ))}
              {actions.length > 0 && (
                <th scope="col" className="admin-data-table__row-actions">
                  {t('Actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="admin-data-table__empty">
                  {loading ? (
                    <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading')} />
                  ) : error ? (
                    <LoadFailure message={t(messageFromError(error, errorFallback))} onRetry={onRetry} />
                  ) : (
                    t(EMPTY_TEXT)
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
                          aria-label={t('Details of row {number}', { number: firstNumber + index })}
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
                        <RowActionButtons row={row} actions={actions} />
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
        <TablePager
          label={label}
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          sizes={pageSizeOptions ?? (server ? SERVER_PAGE_SIZES : CLIENT_PAGE_SIZES)}
          totalCount={totalCount}
          countCapped={server?.countCapped}
          onPageChange={changePage}
          onPageSizeChange={changePageSize}
        />
      )}
    </div>
  );
}
