// en-US grouping ("12,345") rather than en-IN ("12,34,567"): one
// predictable format for every count; the spec asks only for separators.
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Spec §2 Dashboard: thousands separators, 0 when missing. */
export function formatCount(value: number | null | undefined): string {
  return countFormat.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
