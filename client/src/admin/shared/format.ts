import dayjs from 'dayjs';

/**
 * The admin's one place for numbers and dates on screen. Counts use Indian
 * grouping ('1,23,456'), as the reports and the rupee amounts always did, so
 * the dashboard and the reports agree.
 */
const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole numbers with Indian separators: 123456 → '1,23,456'; 0 when missing. */
export function formatCount(value: number | null | undefined): string {
  return COUNT.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** '3 images', '1 image': the count formatted as above. */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Whole rupees with the rupee sign and Indian separators: 149999 → '₹1,49,999'. */
export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}

/** Spec §9: dates DD/MM/YYYY, table timestamps DD/MM/YYYY hh:mm a. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm a';

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
}

export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '';
}
