/**
 * Customer cards of the home carousel (SPEC §2.3 item 8, §9: the first 12 customers): the industry
 * text and town under each name. Pure.
 */
import { parseCustomerIndustries } from './customers';

/**
 * The industry text of a customer: the display name of each `industry/subIndustry` entry, joined
 * with ', ' (e.g. 'Hospital, Pharmacy'); an entry missing from `subIndustryNames` (sub-industry
 * 'other' or unknown) reads 'Other {industry}'.
 */
export function customerIndustryText(
  industryField: string,
  subIndustryNames: Readonly<Record<string, string>>,
): string {
  return parseCustomerIndustries(industryField)
    .map(({ industry, subIndustry }) => subIndustryNames[`${industry}/${subIndustry}`] ?? `Other ${industry}`)
    .join(', ');
}

/** The description line of a customer slide: industry text and town, e.g. 'Hospital, Pharmacy · Lalitpur'. */
export function customerDescription(
  customer: { industry: string; location: string },
  subIndustryNames: Readonly<Record<string, string>>,
): string {
  const industryText = customerIndustryText(customer.industry, subIndustryNames);
  return industryText ? `${industryText} · ${customer.location}` : customer.location;
}
