import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ServerSidePaging } from './DataTable';

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
 */
export function useServerPaging() {
  const [page, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [query, setQuery] = useState('');
  /** cursors[n]: the id of the last row of page n - 1, for asking for page n. */
  const [cursors, setCursors] = useState<Array<string | undefined>>([]);
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
  const after = cursors[page];
  return {
    page,
    pageSize,
    query,
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
    }),
  };
}
