import { Button, HTMLSelect } from '@blueprintjs/core';

export interface TablePagerProps {
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  sizes: readonly number[];
  totalCount: number;
  /** The count stopped at the server's cap (totalCount is then the cap + 1). */
  countCapped?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Rows per page, 'first–last of total' and previous/next (spec §2 'Common table pattern'). */
export function TablePager({ label, page, pageCount, pageSize, sizes, totalCount, countCapped, onPageChange, onPageSizeChange }: TablePagerProps) {
  const firstNumber = page * pageSize + 1;
  return (
    <nav className="admin-data-table__pager" aria-label={`${label} pages`}>
      <span className="admin-data-table__page-size">
        <span aria-hidden="true">Rows per page</span>
        <HTMLSelect
          aria-label="Rows per page"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          options={sizes.map((size) => ({ label: String(size), value: size }))}
          minimal
        />
      </span>
      <span aria-live="polite">
        {firstNumber}–{Math.min(firstNumber + pageSize - 1, totalCount)} of{' '}
        {countCapped ? `${(totalCount - 1).toLocaleString('en-IN')}+` : totalCount}
      </span>
      <Button variant="minimal" icon="chevron-left" aria-label="Previous page" disabled={page === 0} onClick={() => onPageChange(page - 1)} />
      <Button variant="minimal" icon="chevron-right" aria-label="Next page" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)} />
    </nav>
  );
}
