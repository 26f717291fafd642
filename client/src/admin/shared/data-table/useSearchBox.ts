import { useEffect, useRef, useState } from 'react';
import { useListShortcut } from '../shortcuts';
import { SERVER_SEARCH_DEBOUNCE_MS } from './types';
import { msg } from '../../core/i18n/i18n';

/**
 * The search box's text, its '/' shortcut, and, for a server-side table, the
 * call to `onSearch` SERVER_SEARCH_DEBOUNCE_MS after typing stops (at once
 * on Enter through `searchNow`).
 */
export function useSearchBox(searchable: boolean, onSearch: ((text: string) => void) | undefined) {
  const [searchText, setSearchText] = useState('');
  // '/' focuses the search box (the page's first, when it shows two lists).
  const searchInput = useRef<HTMLInputElement>(null);
  useListShortcut(
    'search',
    searchInput,
    msg('Search the list'),
    (input) => {
      input.focus();
      input.select();
    },
    searchable,
  );

  // The latest callback, so a new function each render does not restart the wait.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  // No server call for the empty box on mount: the first page is already loading.
  const searchTouched = useRef(false);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!searchTouched.current) return;
    searchTimer.current = setTimeout(() => latestOnSearch.current?.(searchText.trim()), SERVER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(searchTimer.current);
  }, [searchText]);

  return {
    searchText,
    searchInput,
    type: (text: string) => {
      searchTouched.current = true;
      setSearchText(text);
    },
    /** Enter asks the server at once instead of after the pause. */
    searchNow: () => {
      if (!onSearch) return;
      clearTimeout(searchTimer.current);
      onSearch(searchText.trim());
    },
  };
}
