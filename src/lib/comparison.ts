/**
 * The plan comparison table as data (docs/pricing.md#comparison-table): the injected 'Package
 * Services' block, cell values, the flattened row list the table island renders, and the
 * one-open-per-level expansion rule. Pure; unit-tested.
 */
import type { ComparisonNode, PricingTier } from '../schemas/pricing';

/** The demo-form plan of a tier (free, basic, standard, custom). */
type PricingPlan = PricingTier['plan'];

/** Name of the injected category and of the category it goes before. */
const PACKAGE_SERVICES = 'Package Services';
const CORE_FEATURES = 'Core Features';

/** On-site Training's tooltip (outside the valley it costs extra for transport, meals and accommodation). */
export const ON_SITE_TRAINING_TOOLTIP =
  'Outside Kathmandu valley, transport, meals and accommodation are charged extra.';

type PlanValues = Record<PricingPlan, boolean | string>;
const ALL: PlanValues = { free: true, basic: true, standard: true, custom: true };

/** The Package Services rows with their value per plan (free, basic, standard, custom = the four tiers in order). */
export const PACKAGE_SERVICE_ROWS: readonly { name: string; tooltip?: string; values: PlanValues }[] = [
  { name: 'Video Tutorial', values: ALL },
  { name: 'Installation', values: ALL },
  { name: 'Cloud Hosting', values: ALL },
  {
    name: 'On-site Training',
    tooltip: ON_SITE_TRAINING_TOOLTIP,
    values: { free: false, basic: 'Extra Cost', standard: true, custom: true },
  },
  { name: 'On-Site Support', values: { free: false, basic: false, standard: 'Extra Cost', custom: 'Extra Cost' } },
  { name: 'On-Call Support', values: { free: false, basic: true, standard: true, custom: true } },
];

/**
 * Returns `features` with the 'Package Services' category inserted before 'Core Features' (at the
 * start when there is no 'Core Features'). `columnPlans` is the plan of each comparison column,
 * in comparisonOrder; each row gets one value per column. The input is not changed; a list that
 * already holds 'Package Services' is returned as it is.
 */
export function withPackageServices(
  features: readonly ComparisonNode[],
  columnPlans: readonly PricingPlan[],
): ComparisonNode[] {
  if (features.some((node) => node.name === PACKAGE_SERVICES)) return [...features];
  const block: ComparisonNode = {
    name: PACKAGE_SERVICES,
    children: PACKAGE_SERVICE_ROWS.map((row) => ({
      name: row.name,
      ...(row.tooltip ? { tooltip: row.tooltip } : {}),
      data: columnPlans.map((plan) => row.values[plan]),
    })),
  };
  const core = features.findIndex((node) => node.name === CORE_FEATURES);
  const at = core === -1 ? 0 : core;
  return [...features.slice(0, at), block, ...features.slice(at)];
}

/** A table cell: included, not included, or a text with an optional tooltip ('value##tooltip'). */
export type ComparisonCell = { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string; tooltip?: string };

/** Reads one comparison value: true/false, 'text', or 'text##tooltip' (split at the first '##'). */
export function parseCell(value: boolean | string): ComparisonCell {
  if (value === true) return { kind: 'yes' };
  if (value === false) return { kind: 'no' };
  const at = value.indexOf('##');
  if (at === -1) return { kind: 'text', text: value };
  const text = value.slice(0, at).trim();
  const tooltip = value.slice(at + 2).trim();
  return tooltip ? { kind: 'text', text, tooltip } : { kind: 'text', text };
}

/**
 * One row of the flattened table. `key` is the index path ('2.0.1'); `level` is 1 for top-level
 * categories; `parents` lists the keys of the collapsible categories (level 2 and deeper) above
 * the row, which must all be open for the row to show.
 */
export type ComparisonRow =
  | {
      kind: 'category';
      key: string;
      level: number;
      name: string;
      tooltip?: string;
      parents: string[];
      childKeys: string[];
    }
  | {
      kind: 'leaf';
      key: string;
      level: number;
      name: string;
      tooltip?: string;
      parents: string[];
      cells: ComparisonCell[];
    };

/** Flattens the comparison tree depth-first into rows (categories before their children). */
export function flattenComparison(features: readonly ComparisonNode[]): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const walk = (nodes: readonly ComparisonNode[], path: number[], parents: string[]) => {
    nodes.forEach((node, index) => {
      const key = [...path, index].join('.');
      const level = path.length + 1;
      const tip = node.tooltip ? { tooltip: node.tooltip } : {};
      if (node.children) {
        const children = node.children;
        rows.push({
          kind: 'category',
          key,
          level,
          name: node.name,
          ...tip,
          parents,
          childKeys: children.map((_, i) => `${key}.${i}`),
        });
        walk(children, [...path, index], level >= 2 ? [...parents, key] : parents);
      } else {
        rows.push({
          kind: 'leaf',
          key,
          level,
          name: node.name,
          ...tip,
          parents,
          cells: (node.data ?? []).map(parseCell),
        });
      }
    });
  };
  walk(features, [], []);
  return rows;
}

/**
 * Open categories, one per level: `open[level]` is the key of the open category at that level
 * (levels 2 and deeper; level 1 is always shown). Opening one closes the other at its level and
 * everything deeper.
 */
export type OpenCategories = Readonly<Record<number, string>>;

/** The state after clicking category `key` at `level`: opens it (closing its level), or closes it when open. */
export function toggleCategory(open: OpenCategories, level: number, key: string): OpenCategories {
  const next: Record<number, string> = {};
  for (const [depth, openKey] of Object.entries(open)) {
    if (Number(depth) < level) next[Number(depth)] = openKey;
  }
  if (open[level] !== key) next[level] = key;
  return next;
}

/** True when the category `key` at `level` is open. */
export function isCategoryOpen(open: OpenCategories, level: number, key: string): boolean {
  return open[level] === key;
}

/** True when a row shows: every collapsible category above it (`parents`, their keys) is open. */
export function isRowVisible(open: OpenCategories, row: Pick<ComparisonRow, 'parents'>): boolean {
  return row.parents.every((parent) => Object.values(open).includes(parent));
}

/** A column of the table: the tier's name, its monthly price text and its plan. */
export interface ComparisonColumn {
  name: string;
  price: string;
  plan: PricingPlan;
}

/** The table of a pricing record: columns in comparisonOrder and the flattened rows, Package Services included. */
export interface ComparisonView {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
}

/**
 * Builds the comparison table of a record. Throws when comparisonOrder names a tier the record does
 * not have (the content schema rejects that first).
 */
export function buildComparison(record: {
  pricingTiers: readonly PricingTier[];
  comparison: { comparisonOrder: readonly string[]; comparisonFeatures: readonly ComparisonNode[] };
}): ComparisonView {
  const columns = record.comparison.comparisonOrder.map((name) => {
    const tier = record.pricingTiers.find((candidate) => candidate.name === name);
    if (!tier) throw new Error(`comparisonOrder names "${name}", which is not a tier of this record`);
    return { name, price: tier.price, plan: tier.plan };
  });
  const features = withPackageServices(
    record.comparison.comparisonFeatures,
    columns.map((column) => column.plan),
  );
  return { columns, rows: flattenComparison(features) };
}
