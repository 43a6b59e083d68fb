/**
 * Scheduled every morning at 08:00 Nepal time (02:15 UTC): e-mails the sales address
 * (LEAD_MAIL_TO) the previous day's leads per form and source, and every lead whose e-mail could
 * not be sent, and any entry that could not be read (functions/lib/dailySummary.mts). One SMTP
 * attempt of at most 8 s, so a hanging server cannot hold it to the platform's limit. Without SMTP
 * settings it sends nothing and logs the summary's counts and store keys (never a name or address).
 */
import type { Config } from '@netlify/functions';
import { inertOutsideProduction, type DeployInfo } from './lib/deployContext.mts';
import { sendDailySummary } from './lib/dailySummary.mts';
import { smtpSettingsFromEnv } from './lib/smtp.mts';

export default async function leadDailySummary(_request?: Request, context?: DeployInfo): Promise<Response> {
  const inert = inertOutsideProduction('lead daily summary', context);
  if (inert) return inert;
  const { status, text } = await sendDailySummary({ settings: smtpSettingsFromEnv(), now: new Date() });
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

// Netlify schedules in UTC; Nepal is UTC+05:45.
export const config: Config = { schedule: '15 2 * * *' };
