/**
 * Customer cards of the home carousel (the first customers by `order`): the industry text and
 * town under each name. Pure.
 */
import { customerIndustryText } from './customers';

/**
 * The description line of a customer slide: industry text (see `customerIndustryText`) and town,
 * e.g. 'Hospital, Pharmacy · Lalitpur'; the town alone when the industry field names nothing.
 */
export function customerDescription(
  customer: { industry: string; location: string },
  subIndustryNames: Readonly<Record<string, string>>,
  industryNames: Readonly<Record<string, string>>,
): string {
  const industryText = customerIndustryText(customer.industry, subIndustryNames, industryNames);
  // No-break spaces around the dot: it never starts or ends a line ("Hospital ·" / "Kathmandu").
  return industryText ? `${industryText}\u00a0·\u00a0${customer.location}` : customer.location;
}
