// Indian digit grouping (1,00,000) and the rupee sign, without paise: prices are whole rupees.
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** '₹300', '₹1,00,000'; null when the shop shows no price for the service. */
export function formatPrice(rupees: number | null): string | null {
  return rupees === null ? null : RUPEES.format(rupees);
}
