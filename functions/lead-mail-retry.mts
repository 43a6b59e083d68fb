/**
 * Scheduled every hour: resends the sales e-mails of leads whose e-mail failed (or never finished),
 * with growing waits and at most 5 attempts per lead, then sends the hour's held leads in one
 * digest (functions/lib/leadMailRetry.mts); in what is left of the same 20 s budget it retries the
 * webhook and chat deliveries that failed, with the same waits and attempts
 * (functions/lib/webhooks.mts). Without SMTP settings it sends no mail; without webhook addresses
 * it delivers nothing. Staff can run it by hand: see README "E-mail to the sales team".
 */
import type { Config } from '@netlify/functions';
import { inertOutsideProduction, type DeployInfo } from './lib/deployContext.mts';
import { RETRY_BUDGET_MS, RETRY_LOOKBACK_DAYS, retryLeadMails } from './lib/leadMailRetry.mts';
import { smtpSettingsFromEnv } from './lib/smtp.mts';
import { retryWebhooks, webhookTargetsFromEnv } from './lib/webhooks.mts';

export default async function leadMailRetry(_request?: Request, context?: DeployInfo): Promise<Response> {
  const inert = inertOutsideProduction('lead mail retry', context);
  if (inert) return inert;
  const startedAt = performance.now();
  const report = await retryLeadMails({ settings: smtpSettingsFromEnv() });
  const webhooks = await retryWebhooks({
    targets: webhookTargetsFromEnv(),
    budgetMs: RETRY_BUDGET_MS - (performance.now() - startedAt),
    lookbackDays: RETRY_LOOKBACK_DAYS,
  });
  console.log(
    `lead mail retry: ${report.sent.length} sent, ${report.digest.length} in the digest, ${report.failed.length} failed again, ${report.skipped.length} taken by another run, ${report.deferred.length} left for the next run, ${report.unreadable.length} unreadable; webhooks: ${webhooks.sent.length} delivered, ${webhooks.failed.length} failed again, ${webhooks.skipped.length} taken by another run, ${webhooks.deferred.length} left for the next run`,
  );
  return Response.json({ ...report, webhooks });
}

export const config: Config = { schedule: '@hourly' };
