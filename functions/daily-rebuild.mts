/**
 * Scheduled every day at 00:05 Nepal time (18:20 UTC): asks Netlify to rebuild and publish the
 * site through the build hook in BUILD_HOOK_URL, so stories and articles dated today appear on
 * their day (the build leaves out entries dated in the future: docs/content.md#scheduled-entries).
 *
 * Without BUILD_HOOK_URL (e.g. under `npm start`) it only logs that nothing was triggered. A hook
 * that does not answer 2xx is logged and answered 502, so the failure shows in the function log.
 */
import type { Config } from '@netlify/functions';
import { inertOutsideProduction, type DeployInfo } from './lib/deployContext.mts';

/** Largest wait for the build hook, in ms: Netlify answers a hook at once, the build runs after. */
const HOOK_TIMEOUT_MS = 10_000;

export default async function dailyRebuild(_request?: Request, context?: DeployInfo): Promise<Response> {
  const inert = inertOutsideProduction('daily rebuild', context);
  if (inert) return inert;
  const hook = process.env['BUILD_HOOK_URL'];
  if (!hook) {
    console.log('daily rebuild: BUILD_HOOK_URL is not set, no build triggered.');
    return new Response('BUILD_HOOK_URL is not set; no build triggered.\n', { status: 200 });
  }
  try {
    const response = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the build hook answered ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`daily rebuild: no build triggered: ${reason}`);
    return new Response(`No build triggered: ${reason}\n`, { status: 502 });
  }
  console.log('daily rebuild: build triggered.');
  return new Response('Build triggered.\n', { status: 200 });
}

// Netlify schedules in UTC; Nepal is UTC+05:45, so 18:20 UTC is 00:05 the next day in Kathmandu.
export const config: Config = { schedule: '20 18 * * *' };
