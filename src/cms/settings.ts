/**
 * What the build hands the editor at /admin (src/pages/admin.astro writes it as JSON into
 * `<meta name="cms-settings">`; src/cms/admin.ts reads it): facts only Node knows at build time.
 */
export interface AdminSettings {
  /** `owner/name` of the GitHub repository editors commit to. */
  repository: string;
}

/**
 * Reads the settings from the page.
 * @throws Error when the page carries none (the editor cannot start without its repository)
 */
export function readAdminSettings(document: Document): AdminSettings {
  const content = document.querySelector('meta[name="cms-settings"]')?.getAttribute('content');
  if (!content) throw new Error('/admin is missing its <meta name="cms-settings">');
  return JSON.parse(content) as AdminSettings;
}
