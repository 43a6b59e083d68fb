/**
 * Customer cards of the home carousel (the first customers by `order`): the industry text and
 * town under each name. Pure.
 */
import { customerIndustryText } from './customers';

/**
 * The description line of a customer slide: industry text (see `customerIndustryText`) and town,
 * e.g. 'Hospital, Pharmacy · Lalitpur'; the town alone when the industry field names nothing.
 * `other`: how the page's language names an industry's other businesses (see `customerIndustryText`).
 */
export function customerDescription(
  customer: { industry: string; location: string },
  subIndustryNames: Readonly<Record<string, string>>,
  industryNames: Readonly<Record<string, string>>,
  other?: string,
): string {
  const industryText = customerIndustryText(customer.industry, subIndustryNames, industryNames, other);
  // No-break spaces around the dot: it never starts or ends a line ("Hospital ·" / "Kathmandu").
  return industryText ? `${industryText}\u00a0·\u00a0${customer.location}` : customer.location;
}
