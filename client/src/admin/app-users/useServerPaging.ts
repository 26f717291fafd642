import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../shared/DataTable';

/**
 * Page, page size and search text of a server-paged table, with the
 * variables for its query (pages are 1-based on the server, 0-based here).
 */
export function useServerPaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [query, setQuery] = useState('');
  return {
    page,
    pageSize,
    query,
    setPage,
    setPageSize,
    /** A new search starts from the first page. */
    search: (text: string) => {
      setQuery(text);
      setPage(0);
    },
    variables: { page: page + 1, limit: pageSize, query: query || undefined },
  };
}
