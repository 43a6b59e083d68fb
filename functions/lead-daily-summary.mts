/**
 * Scheduled every morning at 08:00 Nepal time (02:15 UTC): e-mails the sales address
 * (LEAD_MAIL_TO) the previous day's leads per form and source, and every lead whose e-mail could
 * not be sent (functions/lib/dailySummary.mts). Without SMTP settings it sends nothing.
 */
import type { Config } from '@netlify/functions';
import { collectDailySummary, dailySummaryMail } from './lib/dailySummary.mts';
import { sendMail, smtpSettingsFromEnv } from './lib/notify.mts';

export default async function leadDailySummary(): Promise<Response> {
  const settings = smtpSettingsFromEnv();
  const mail = dailySummaryMail(await collectDailySummary(new Date()));
  const headers = { 'Content-Type': 'text/plain; charset=utf-8' };
  if (!settings) {
    // Without SMTP (e.g. under `npm start`) the summary goes to the function log instead.
    console.log(`lead daily summary: SMTP is not configured, nothing sent.\n${mail.subject}\n${mail.text}`);
    return new Response(mail.text, { headers });
  }
  try {
    await sendMail(settings, mail);
  } catch (error) {
    // Kept in the function log so the day's figures are not lost with the mail.
    console.error(
      `lead daily summary could not be sent: ${error instanceof Error ? error.message : String(error)}\n${mail.subject}\n${mail.text}`,
    );
    return new Response(mail.text, { status: 502, headers });
  }
  return new Response(mail.text, { headers });
}

// Netlify schedules in UTC; Nepal is UTC+05:45.
export const config: Config = { schedule: '15 2 * * *' };
