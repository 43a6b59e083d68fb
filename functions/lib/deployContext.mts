/**
 * Which deploy a function runs in, and what that allows. Every CMS draft is a branch with a deploy
 * preview that runs the same functions: a test lead sent there must never reach the production
 * store, the sales inbox or the scheduled jobs (docs/forms-and-leads.md#deploy-previews).
 *
 * - `production` (the published site) and `dev` (`netlify dev` on a developer's machine, with its
 *   own local Blobs): leads go to the site-wide stores, mail and scheduled jobs run.
 * - Any other context (`deploy-preview`, `branch-deploy`, a branch's own): leads go to stores of
 *   that deploy alone (Netlify's deploy-scoped Blobs, deleted with the deploy), nothing is mailed
 *   and the scheduled functions do nothing.
 */
import { getDeployStore, getStore, type Store } from '@netlify/blobs';

/** The part of Netlify's function context this reads (absent when a test calls a handler bare). */
export interface DeployInfo {
  deploy?: { context?: string | undefined } | undefined;
}

/**
 * The deploy context of an invocation: Netlify's `context.deploy.context`; `dev` when there is none
 * (`netlify dev` and tests call the handlers without one; Netlify always passes it).
 */
export function deployContextOf(context: DeployInfo | undefined): string {
  return context?.deploy?.context?.trim() || 'dev';
}

/** Whether leads of `deployContext` are real: the published site, or a developer's own machine. */
export function takesRealLeads(deployContext: string): boolean {
  return deployContext === 'production' || deployContext === 'dev';
}

/**
 * The Blobs store named `name` for `deployContext`: the site-wide store where leads are real
 * ({@link takesRealLeads}), else the store of this deploy alone.
 */
export function storeFor(name: string, deployContext: string): Store {
  return takesRealLeads(deployContext)
    ? getStore({ name, consistency: 'strong' })
    : getDeployStore({ name, consistency: 'strong' });
}

/**
 * What a scheduled function answers instead of running, outside {@link takesRealLeads}: a 200
 * saying so (it must not mail the sales team from a preview, nor rebuild the site), else null.
 * Netlify runs schedules on the published deploy only; this also covers a preview's function
 * invoked by hand.
 */
export function inertOutsideProduction(job: string, context: DeployInfo | undefined): Response | null {
  const deployContext = deployContextOf(context);
  if (takesRealLeads(deployContext)) return null;
  console.log(`${job}: not run in a ${deployContext} deploy (production only).`);
  return new Response(`${job} runs on the production site only; this is a ${deployContext} deploy.\n`, {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
