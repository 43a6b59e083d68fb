/**
 * A deploy preview's forms say what becomes of what is sent there: the note above the demo and
 * contact forms, in the page's language, only when Netlify builds a preview (CONTEXT), never on
 * the live site or a developer's build.
 */
import reactRenderer from '@astrojs/react/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PreviewNotice from '../../src/components/ui/PreviewNotice.astro';

const ENGLISH =
  'This is a preview of the site, not the live one: what you send here stays with this preview and does not reach our sales team.';

async function rendered(locale: 'en' | 'ne'): Promise<string> {
  const container = await AstroContainer.create();
  // The info icon is a React component rendered to static markup.
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  return container.renderToString(PreviewNotice, { props: { locale } });
}

describe('the deploy preview note above the forms', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(['deploy-preview', 'branch-deploy', 'cms-news-new-article'])('shows in a %s build', async (context) => {
    vi.stubEnv('CONTEXT', context);
    expect(await rendered('en')).toContain(ENGLISH);
  });

  it('speaks the page’s language', async () => {
    vi.stubEnv('CONTEXT', 'deploy-preview');
    expect(await rendered('ne')).toContain('यो साइटको प्रिभ्यु हो, लाइभ साइट होइन');
  });

  it.each([['production'], ['dev'], ['']])('is absent from a build whose CONTEXT is %j', async (context) => {
    vi.stubEnv('CONTEXT', context);
    expect(await rendered('en')).not.toContain('preview');
  });
});
