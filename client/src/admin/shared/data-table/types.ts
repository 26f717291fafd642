import type { IconName, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { msg } from '../../core/i18n/i18n';

export type CellValue = string | number | boolean | null | undefined;
export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  /** English (wrap a literal in msg()): the table translates it when shown. */
  header: string;
  /** The header's tooltip (and accessible description), e.g. TIME_ZONE_LABEL on a timestamp column; English, translated when shown. */
  headerHint?: string;
  /** The cell's plain value: shown when there is no `render`, and used to sort and search. */
  value?: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
  /** A sort button in the header: by `value` in the browser, or by the column id on the server (`server.onSortChange`). */
  sortable?: boolean;
  /** Whether the search box looks at this column; default: when it has a text or number value. */
  searchable?: boolean;
  width?: number | string;
}

export interface RowAction<Row> {
  /** Accessible name and tooltip, e.g. 'Edit'; English (msg()), translated when shown. */
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
  /** A line under the search box while the typed text cannot be searched yet (e.g. too short); English or translated (the table translates it again, harmlessly). */
  searchHint?: (text: string) => string | undefined;
  /** The server's order (undefined: its default); with `onSortChange`, sortable headers ask the server. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  actions?: readonly RowAction<Row>[];
  loading?: boolean;
  /** Names the table for assistive technology, e.g. 'Categories'; English (msg()), translated inside. */
  label: string;
  /** Buttons beside the search box, e.g. 'Add Category' (rendered as given: translate its texts). */
  toolbar?: ReactNode;
  searchable?: boolean;
  /** English (msg()), translated inside; 'Search...' by default. */
  searchPlaceholder?: string;
  pageSizeOptions?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: TableSort;
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
  /** Spec §8 fallback for the message, e.g. 'Failed to get categories'; English (msg()), translated inside. */
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
export const EMPTY_TEXT = msg('No Data Available');
