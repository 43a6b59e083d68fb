/**
 * The plan comparison table as data (docs/pricing.md#comparison-table): the injected 'Package
 * Services' block, cell values and the flattened row list the table island renders (its
 * one-open-per-level expansion rule is src/lib/comparisonState.ts). Pure; unit-tested.
 */
import type { ComparisonNode, PricingTier } from '../schemas/pricing';
import type { PackageServicesText, PricingText } from './pricingText';

/** The demo-form plan of a tier (free, basic, standard, custom). */
type PricingPlan = PricingTier['plan'];

/** The Package Services rows: each row's name in PackageServicesText and its value per plan. */
type PackageServiceRow = {
  name: keyof PackageServicesText;
  tooltip?: keyof PackageServicesText;
  values: Readonly<Record<PricingPlan, boolean | 'extraCost'>>;
};

const ALL = { free: true, basic: true, standard: true, custom: true } as const;

/** The Package Services rows with their value per plan (free, basic, standard, custom = the four tiers in order). */
export const PACKAGE_SERVICE_ROWS: readonly PackageServiceRow[] = [
  { name: 'videoTutorial', values: ALL },
  { name: 'installation', values: ALL },
  { name: 'cloudHosting', values: ALL },
  {
    name: 'onSiteTraining',
    tooltip: 'onSiteTrainingTooltip',
    values: { free: false, basic: 'extraCost', standard: true, custom: true },
  },
  { name: 'onSiteSupport', values: { free: false, basic: false, standard: 'extraCost', custom: 'extraCost' } },
  { name: 'onCallSupport', values: { free: false, basic: true, standard: true, custom: true } },
];

/**
 * Returns `features` with the 'Package Services' category inserted before 'Core Features' (at the
 * start when there is no 'Core Features'), both named in `text`'s language. `columnPlans` is the
 * plan of each comparison column, in comparisonOrder; each row gets one value per column. The
 * input is not changed; a list that already holds 'Package Services' is returned as it is.
 */
export function withPackageServices(
  features: readonly ComparisonNode[],
  columnPlans: readonly PricingPlan[],
  text: PackageServicesText,
): ComparisonNode[] {
  if (features.some((node) => node.name === text.title)) return [...features];
  const block: ComparisonNode = {
    name: text.title,
    children: PACKAGE_SERVICE_ROWS.map((row) => ({
      name: text[row.name],
      ...(row.tooltip ? { tooltip: text[row.tooltip] } : {}),
      data: columnPlans.map((plan) => {
        const value = row.values[plan];
        return value === 'extraCost' ? text.extraCost : value;
      }),
    })),
  };
  const core = features.findIndex((node) => node.name === text.coreFeatures);
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

/** A column of the table: the plan's name in the page's language, its monthly price text and its plan. */
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
 * Builds the comparison table of a record, its plans and Package Services named in `text`'s
 * language. Throws when comparisonOrder names a tier the record does not have (the content schema
 * rejects that first).
 */
export function buildComparison(
  record: {
    pricingTiers: readonly PricingTier[];
    comparison: { comparisonOrder: readonly string[]; comparisonFeatures: readonly ComparisonNode[] };
  },
  text: PricingText,
): ComparisonView {
  const columns = record.comparison.comparisonOrder.map((name) => {
    const tier = record.pricingTiers.find((candidate) => candidate.name === name);
    if (!tier) throw new Error(`comparisonOrder names "${name}", which is not a tier of this record`);
    return { name: text.planNames[tier.plan], price: tier.price, plan: tier.plan };
  });
  const features = withPackageServices(
    record.comparison.comparisonFeatures,
    columns.map((column) => column.plan),
    text.packageServices,
  );
  return { columns, rows: flattenComparison(features) };
}
