/**
 * Price text and rupee formatting (SPEC §3 pricing record, §9 pricing display).
 * Pure; shared by pages and islands.
 */

/** Rupee grouping as Nepal writes it (lakh grouping: Rs. 1,23,456). */
const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A parsed monthly price: an amount in Rs., or a word such as 'Custom' shown as it is. */
export type Price = { kind: 'amount'; rupees: number } | { kind: 'word'; word: string };

/**
 * Parses the price text of a pricing tier: `Rs.4500` → { kind: 'amount', rupees: 4500 };
 * `Custom` / `Customize` → { kind: 'word' }. Throws on any other text (the content schema
 * rejects it before the build gets here).
 */
export function parsePrice(text: string): Price {
  const amount = text.match(/^Rs\.(\d+)$/);
  if (amount) return { kind: 'amount', rupees: Number(amount[1]) };
  if (text === 'Custom' || text === 'Customize') return { kind: 'word', word: text };
  throw new Error(`price "${text}" is not "Rs.{number}", "Custom" or "Customize"`);
}

/** Formats whole rupees with lakh grouping: 123456 → 'Rs. 1,23,456'. Rounds half up first. */
export function formatRupees(rupees: number): string {
  return `Rs. ${rupeeGrouping.format(Math.round(rupees))}`;
}
