/**
 * The flood guard of the sales inbox: the first leads of each clock hour (UTC) are mailed one by
 * one, as they arrive; the rest of that hour are held and go out together in one digest mail from
 * the hourly run (./leadDigest.mts). A flood of a few thousand posts from as many addresses then
 * costs sales this many mails and one digest an hour, and no lead is lost or delayed by more than
 * an hour (docs/forms-and-leads.md#floods).
 */

/** Single mails per clock hour before the rest wait for the digest; LEAD_MAIL_CAP_PER_HOUR overrides. */
export const DEFAULT_MAIL_CAP_PER_HOUR = 30;

/**
 * The hour's cap of single mails: LEAD_MAIL_CAP_PER_HOUR when it is a whole number of at least 1,
 * else {@link DEFAULT_MAIL_CAP_PER_HOUR}.
 */
export function mailCapPerHour(env: Record<string, string | undefined> = process.env): number {
  const value = Number.parseInt(env.LEAD_MAIL_CAP_PER_HOUR ?? '', 10);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAIL_CAP_PER_HOUR;
}
