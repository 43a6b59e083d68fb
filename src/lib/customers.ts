/**
 * Customer industry parsing and grouping (SPEC §2.12, §3 Customer). Pure.
 */
import { isSubIndustryOf } from './catalogue';

/** The sub-industry a customer falls under when its entry names none or an unknown one. */
export const OTHER_SUB_INDUSTRY = 'other';

/** One `industry/subIndustry` entry of a customer. */
export interface CustomerIndustry {
  industry: string;
  subIndustry: string;
}

/**
 * Parses a customer's comma-separated `industry` field, e.g.
 * `"healthcare/hospital, healthcare/pharmacy , hospitality"`: spaces are trimmed, empty parts
 * skipped, the text lower-cased; a missing or unknown sub-industry becomes `other`;
 * duplicates are dropped. Never throws; unknown industries are kept as written.
 */
export function parseCustomerIndustries(text: string): CustomerIndustry[] {
  const seen = new Set<string>();
  const result: CustomerIndustry[] = [];
  for (const part of text.split(',')) {
    const [rawIndustry = '', rawSub = ''] = part.trim().toLowerCase().split('/').map((piece) => piece.trim());
    if (!rawIndustry) continue;
    const subIndustry = rawSub && isSubIndustryOf(rawIndustry, rawSub) ? rawSub : OTHER_SUB_INDUSTRY;
    const key = `${rawIndustry}/${subIndustry}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ industry: rawIndustry, subIndustry });
  }
  return result;
}
