/**
 * Whether this build is a deploy preview or a branch deploy rather than the live site: Netlify
 * sets CONTEXT in the build's environment (`production`, `deploy-preview`, `branch-deploy`, or a
 * branch's own); a build on a developer's machine has none and counts as live. A preview's forms
 * say that what is sent there stays with the preview (its functions keep such leads apart and mail
 * nobody: functions/lib/deployContext.mts).
 * @param env the build's environment (process.env)
 * @example isPreviewBuild({ CONTEXT: 'deploy-preview' }) === true; isPreviewBuild({}) === false
 */
export function isPreviewBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  const context = env.CONTEXT?.trim();
  return Boolean(context) && context !== 'production' && context !== 'dev';
}
