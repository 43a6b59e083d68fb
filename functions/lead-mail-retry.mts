/**
 * Scheduled every hour: resends the sales e-mails of leads whose e-mail failed (or never finished),
 * with growing waits and at most 5 attempts per lead, inside a 20 s time budget
 * (functions/lib/leadMailRetry.mts). Without SMTP settings it does nothing. Staff can run it by
 * hand: see README "E-mail to the sales team".
 */
import type { Config } from '@netlify/functions';
import { inertOutsideProduction, type DeployInfo } from './lib/deployContext.mts';
import { retryLeadMails } from './lib/leadMailRetry.mts';
import { smtpSettingsFromEnv } from './lib/smtp.mts';

export default async function leadMailRetry(_request?: Request, context?: DeployInfo): Promise<Response> {
  const inert = inertOutsideProduction('lead mail retry', context);
  if (inert) return inert;
  const report = await retryLeadMails({ settings: smtpSettingsFromEnv() });
  console.log(
    `lead mail retry: ${report.sent.length} sent, ${report.digest.length} in the digest, ${report.failed.length} failed again, ${report.skipped.length} taken by another run, ${report.deferred.length} left for the next run, ${report.unreadable.length} unreadable`,
  );
  return Response.json(report);
}

export const config: Config = { schedule: '@hourly' };
