import { Button, HTMLSelect } from '@blueprintjs/core';
import { localDigits, useTranslation } from '../../core/i18n/i18n';
import { formatCount } from '../format';

export interface TablePagerProps {
  /** The table's English label (translated here). */
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
  const { t } = useTranslation();
  const firstNumber = page * pageSize + 1;
  const lastNumber = Math.min(firstNumber + pageSize - 1, totalCount);
  return (
    <nav className="admin-data-table__pager" aria-label={t('{label} pages', { label: t(label) })}>
      <span className="admin-data-table__page-size">
        <span aria-hidden="true">{t('Rows per page')}</span>
        <HTMLSelect
          aria-label={t('Rows per page')}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          options={sizes.map((size) => ({ label: String(size), value: size }))}
          minimal
        />
      </span>
      <span aria-live="polite">
        {t('{first}–{last} of {total}', {
          first: localDigits(String(firstNumber)),
          last: localDigits(String(lastNumber)),
          total: countCapped ? `${formatCount(totalCount - 1)}+` : localDigits(String(totalCount)),
        })}
      </span>
      <Button variant="minimal" icon="chevron-left" aria-label={t('Previous page')} disabled={page === 0} onClick={() => onPageChange(page - 1)} />
      <Button
        variant="minimal"
        icon="chevron-right"
        aria-label={t('Next page')}
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
