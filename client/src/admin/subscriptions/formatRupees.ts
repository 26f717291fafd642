const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with the rupee sign and Indian separators: 149999 → '₹1,49,999'. */
export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}
