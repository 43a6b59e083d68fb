/**
 * The plan comparison table of one product, as markup (the ComparisonTable island runs its
 * categories and tooltips). Columns follow comparisonOrder, each headed by the tier's name and its
 * price for every billing cycle (the chosen one shows). Top-level categories head their own row
 * group; deeper categories start closed. The first column is 52 % wide and the others 12 % on
 * large screens; below 1024 px the columns have fixed widths and the table scrolls inside its box
 * both ways, with the feature names (left) and the plan names and prices (top) kept in view.
 *
 * Props (plain data): `columns` and `rows` from `buildComparison()` (src/lib/comparison.ts),
 * `productName` for the caption, `idPrefix` unique per page.
 */
import type { ComparisonColumn, ComparisonRow } from '../../lib/comparison';
import type { PricingText } from '../../lib/pricingText';
import { fill } from '../../i18n/fill';
import ComparisonRowView from './ComparisonRowView';
import PriceTag from './PriceTag';

export interface ComparisonTableMarkupProps {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  productName: string;
  idPrefix: string;
  /** The table's fixed words in the page's language. */
  text: PricingText;
}

/** Groups rows by top-level node: each group becomes one <tbody>. */
function groupByTopLevel(rows: ComparisonRow[]): ComparisonRow[][] {
  const groups: ComparisonRow[][] = [];
  for (const row of rows) {
    if (row.level === 1) groups.push([row]);
    else groups.at(-1)?.push(row);
  }
  return groups;
}

export default function ComparisonTableMarkup({
  columns,
  rows,
  productName,
  idPrefix,
  text,
}: ComparisonTableMarkupProps) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-0">
      <caption className="sr-only">{fill(text.caption, { product: productName }, text.locale)}</caption>
      {/* Below 1024 px the columns have fixed widths (the table scrolls sideways when they do not
          fit): a tier column is as wide as the widest annual price in its header, "Rs. 2,49,900". */}
      <colgroup>
        <col className="w-[10rem] sm:w-[14rem] lg:w-[52%]" />
        {columns.map((column) => (
          <col key={column.name} className="w-[7.5rem] lg:w-[12%]" />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th
            scope="col"
            className="sticky left-0 top-0 z-[3] border-b border-slate-200 bg-white px-4 py-4 text-left align-bottom text-sm font-semibold text-ink-muted"
          >
            {text.features}
          </th>
          {columns.map((column) => (
            <th
              key={column.name}
              scope="col"
              className="sticky top-0 z-[2] border-b border-slate-200 bg-white px-2 py-4 text-center align-top"
            >
              <span className="block font-semibold text-ink">{column.name}</span>
              <PriceTag price={column.price} size="compact" text={text} />
            </th>
          ))}
        </tr>
      </thead>
      {groupByTopLevel(rows).map((group) => {
        const head = group[0];
        if (!head) return null;
        return (
          <tbody key={head.key}>
            {group.map((row) => (
              <ComparisonRowView key={row.key} row={row} columns={columns} idPrefix={idPrefix} text={text} />
            ))}
          </tbody>
        );
      })}
    </table>
  );
}
