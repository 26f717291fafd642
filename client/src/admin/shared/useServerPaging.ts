import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ServerSidePaging, type SortDirection, type TableSort } from './DataTable';

/**
 * Page, page size and search text of a server-paged table, with the
 * variables for its query (pages are 1-based on the server, 0-based here)
 * and, through `table(totalCount)`, the DataTable's `server` prop.
 *
 * Keyset paging, for lists whose query takes `after` (the app user lists):
 * pass the page's `lastRowId` to `table` and the next page is asked for as
 * "after that row", which the server finds at any depth as fast as page 1;
 * previous pages reuse the cursors met on the way. A page reached without one
 * (none yet) is asked for by number.
 *
 * With `sortKeys` (column id to the server's sort key), sortable headers sort
 * on the server (`sort`, made the query's arguments by `serverSort`); a
 * sorted list pages by number (the cursors follow the default order only).
 */
export function useServerPaging<SortKey extends string = never>(sortKeys?: Readonly<Partial<Record<string, SortKey>>>) {
  const [page, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [query, setQuery] = useState('');
  /** cursors[n]: the id of the last row of page n - 1, for asking for page n. */
  const [cursors, setCursors] = useState<Array<string | undefined>>([]);
  const [sort, setSort] = useState<TableSort>();
  const sortBy = sort && sortKeys?.[sort.columnId];
  /** Back to the first page (a new search, page size or filter) forgets the cursors: they belong to the old list. */
  const setPage = (next: number) => {
    if (next === 0) setCursors([]);
    setPageIndex(next);
  };
  /** A new search starts from the first page. */
  const search = (text: string) => {
    setQuery(text);
    setPage(0);
  };
  const after = sortBy ? undefined : cursors[page];
  return {
    page,
    pageSize,
    query,
    /** The header clicked for a server sort, if any. */
    sort: sortBy ? sort : undefined,
    setPage,
    setPageSize,
    search,
    variables: { page: page + 1, limit: pageSize, query: query || undefined, ...(after ? { after } : {}) },
    /**
     * `searchText` reads the box before it is sent (e.g. a name too short to
     * search waits, and `searchHint` says so under the box); `countCapped`:
     * the server stopped counting, and the pager shows 'N+'; `lastRowId`: the
     * shown page's last row, the cursor of the next page (keyset paging).
     */
    table: (
      totalCount: number | undefined,
      options: {
        countCapped?: boolean;
        searchText?: (text: string) => string;
        searchHint?: (text: string) => string | undefined;
        lastRowId?: string;
      } = {},
    ): ServerSidePaging => ({
      page,
      pageSize,
      totalCount: totalCount ?? 0,
      countCapped: options.countCapped,
      onPageChange: (next) => {
        const cursor = options.lastRowId;
        if (next === page + 1 && cursor) {
          setCursors((known) => {
            const updated = [...known];
            updated[next] = cursor;
            return updated;
          });
        }
        setPage(next);
      },
      onPageSizeChange: setPageSize,
      onSearch: options.searchText ? (text) => search(options.searchText!(text)) : search,
      searchHint: options.searchHint,
      // DataTable then goes to the first page, which forgets the cursors.
      ...(sortKeys ? { sort, onSortChange: setSort } : {}),
    }),
  };
}

/** The server's sort arguments for a clicked header (by `sortKeys`, column id to sort key); none (its default order) otherwise. */
export function serverSort<SortKey extends string>(
  sort: TableSort | undefined,
  sortKeys: Readonly<Partial<Record<string, SortKey>>>,
): { sortBy?: SortKey; sortDirection?: SortDirection } {
  const sortBy = sort && sortKeys[sort.columnId];
  return sortBy ? { sortBy, sortDirection: sort.direction } : {};
}
