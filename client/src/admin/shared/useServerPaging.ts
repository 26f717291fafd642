import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ServerSidePaging } from './DataTable';

/**
 * Page, page size and search text of a server-paged table, with the
 * variables for its query (pages are 1-based on the server, 0-based here)
 * and, through `table(totalCount)`, the DataTable's `server` prop.
 */
export function useServerPaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [query, setQuery] = useState('');
  /** A new search starts from the first page. */
  const search = (text: string) => {
    setQuery(text);
    setPage(0);
  };
  return {
    page,
    pageSize,
    query,
    setPage,
    setPageSize,
    search,
    variables: { page: page + 1, limit: pageSize, query: query || undefined },
    /**
     * `searchText` reads the box before it is sent (e.g. a name too short to
     * search waits, and `searchHint` says so under the box); `countCapped`:
     * the server stopped counting, and the pager shows 'N+'.
     */
    table: (
      totalCount: number | undefined,
      options: { countCapped?: boolean; searchText?: (text: string) => string; searchHint?: (text: string) => string | undefined } = {},
    ): ServerSidePaging => ({
      page,
      pageSize,
      totalCount: totalCount ?? 0,
      countCapped: options.countCapped,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      onSearch: options.searchText ? (text) => search(options.searchText!(text)) : search,
      searchHint: options.searchHint,
    }),
  };
}
