const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** SPEC §9: rupees, Indian grouping, two decimals. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
