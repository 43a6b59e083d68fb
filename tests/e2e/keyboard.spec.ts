/**
 * Keyboard-only use (the accessibility gate; WCAG 2.2 AA 2.1.1, 2.1.2, 2.2.2, 2.4.3, 2.4.7,
 * 2.4.11, 2.5.8; WAI-ARIA APG disclosure, accordion, tabs, carousel and dialog patterns).
 *
 * - Tabbing through whole pages, forwards and back: every focused element shows a focus
 *   indicator and is neither under the sticky header nor covered by anything else.
 * - Nav disclosure (wide screens) and the menu panel (small screens), accordion, tabs, carousels
 *   (pause control first, stop while focused, no auto-rotation under reduced motion), the video
 *   dialog (focus kept inside, Escape closes, focus returns) and both forms, all by keys alone.
 * - Buttons, form controls, navigation links and carousel dots are at least 24 × 24 px.
 * What the feature specs already assert is not repeated: Escape on a mouse-opened dropdown or
 * panel (layout.spec), Enter/Space on a question (faq.spec), arrow keys, Home and End on the tabs
 * (products.spec), pausing on hover (home.spec). Run time: about 70 s with 2 workers, most of it
 * in the three whole-page walks.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectCurrent, hydrated, openPausedCarousel, pauseClock, readContent, settle } from './support/islands';
import { visit } from './support/routes';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** Enough Tab presses to cross the longest page tested here; a longer walk fails instead of looping. */
const MAX_TAB_STOPS = 400;
const home = readContent<{ hero: { videoButton: string } }>('home.json');

/** Where focus is: nowhere in the page, on an element this walk has already visited, or on a new one. */
type FocusPlace = 'none' | 'seen' | 'element';

/**
 * Where focus is and what is wrong with how the focused element shows ('' when nothing is): no
 * focus indicator, hidden (opacity 0 or out of the window), or covered, at the middle of its top
 * edge or at the centre of what shows of it, by something else such as the sticky header. A
 * transparent control inside a label (the billing-cycle radios) shows its focus on the label, so
 * the label is checked instead. One round trip, as walks call it at every stop; with `mark` the
 * element is marked as visited by the walk.
 */
function focusState(page: Page, mark = false): Promise<{ place: FocusPlace; problems: string }> {
  return page.evaluate((markVisited) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { place: 'none' as const, problems: '' };
    const place = element.hasAttribute('data-walk-seen') ? ('seen' as const) : ('element' as const);
    if (markVisited) element.setAttribute('data-walk-seen', '');
    if (element.tagName === 'IFRAME') return { place, problems: '' };
    const name = `<${element.tagName.toLowerCase()}> “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
    const describe = (node: Element | null) =>
      node
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} class="${String(node.getAttribute('class') ?? '').slice(0, 60)}">`
        : 'nothing';
    const problems: string[] = [];
    const shown = (node: Element) => node.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const indicator = shown(element) ? element : (element.closest('label') ?? element);
    const style = getComputedStyle(indicator);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    if (!element.matches(':focus-visible') || !ring) problems.push('no visible focus indicator');
    if (!shown(indicator)) problems.push('not visible');
    const box = indicator.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    if (bottom - top < 1 || right - left < 1) {
      problems.push(
        `outside the window (box ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)})`,
      );
    } else {
      const x = (left + right) / 2;
      // An element taller than the window below the scroll padding (a scrollable table region)
      // cannot show all at once; then only the middle of what shows of it counts.
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const fits = box.height <= window.innerHeight - padding;
      const points = fits
        ? ([
            ['top edge', top + 1],
            ['centre', (top + bottom) / 2],
          ] as const)
        : ([['centre', (top + bottom) / 2]] as const);
      for (const [where, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !indicator.contains(hit)) problems.push(`${where} covered by ${describe(hit)}`);
      }
    }
    return { place, problems: problems.length > 0 ? `${name}: ${problems.join('; ')}` : '' };
  }, mark);
}

/** Expects the focused element to show well; waits for scrolling, reveals and the header's slide to end first. */
async function expectFocusShown(page: Page): Promise<void> {
  if ((await focusState(page)).problems === '') return;
  await expect.poll(async () => (await focusState(page)).problems).toBe('');
}

/**
 * Presses `key` until focus leaves the document or comes back to an element already visited,
 * expecting the focused element to show well at every stop (polling only when it does not at
 * once). Returns the number of stops.
 */
async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<number> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-walk-seen]')) element.removeAttribute('data-walk-seen');
    document.activeElement?.setAttribute('data-walk-seen', '');
  });
  for (let stops = 0; stops < MAX_TAB_STOPS; stops += 1) {
    await page.keyboard.press(key);
    const { place, problems } = await focusState(page, true);
    if (place !== 'element') return stops;
    if (problems !== '') await expectFocusShown(page);
  }
  throw new Error(`${key} did not leave the page within ${MAX_TAB_STOPS} stops`);
}

/** Presses Tab until `target` has focus, failing after `limit` presses (1: the next Tab must land on it). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/**
 * Moves the keyboard's starting point to just before the island that holds `target` (as a skip
 * link or a screen reader's jump to a heading would), so the next Tab lands on the island's first
 * focusable element. A focusable marker outside the island takes focus and goes away on blur.
 */
async function startBefore(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    (element.closest('astro-island') ?? element).before(marker);
    marker.addEventListener('blur', () => marker.remove(), { once: true });
    marker.focus();
  });
}

/**
 * Presses a carousel's 'Pause slideshow' or 'Play slideshow' control by keyboard (Tab to it from
 * just before the carousel, Enter), checks that the other control took its place with focus, then
 * moves focus back out of the carousel (Shift+Tab), where it no longer holds the rotation.
 */
async function toggleRotationByKeyboard(
  page: Page,
  carousel: Locator,
  control: 'Pause slideshow' | 'Play slideshow',
): Promise<void> {
  const other = control === 'Pause slideshow' ? 'Play slideshow' : 'Pause slideshow';
  await startBefore(carousel);
  await tabTo(page, carousel.getByRole('button', { name: control }), 1);
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: other })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await settle(page);
}

/** Smallest width and height among the visible elements matched, with the smallest one named. */
async function smallestTarget(targets: Locator): Promise<{ width: number; height: number; which: string }> {
  return targets.evaluateAll((elements) => {
    let smallest = { width: Infinity, height: Infinity, which: 'none' };
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (Math.min(box.width, box.height) < Math.min(smallest.width, smallest.height)) {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        smallest = { width: box.width, height: box.height, which: `<${element.tagName.toLowerCase()}> “${label}”` };
      }
    }
    return smallest;
  });
}

test.describe('focus stays visible and clear of the sticky header', () => {
  // Back up the page only where the header slides back in over a long page on both kinds of
  // screen; /pricing's table and cards are walked forwards (a second walk there repeats the first).
  for (const [path, viewport, backwards] of [
    ['/', DESKTOP, true],
    ['/products/healthcare/hospital', PHONE, true],
    ['/pricing', DESKTOP, false],
  ] as const) {
    test(`Tab ${backwards ? 'and Shift+Tab ' : ''}through ${path} at ${viewport.width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await visit(page, path);
      const forward = await walkFocus(page, 'Tab');
      expect(forward).toBeGreaterThan(20);
      if (!backwards) return;
      // From the end of the page back to the top: the header slides back in over the page.
      await page.keyboard.press('Shift+Tab');
      await expectFocusShown(page);
      const back = await walkFocus(page, 'Shift+Tab');
      expect(back).toBeGreaterThan(20);
    });
  }
});

test.describe('targets are at least 24 × 24 px', () => {
  for (const [path, viewport] of [
    ['/', DESKTOP],
    ['/', PHONE],
    ['/products/healthcare/hospital', DESKTOP],
    ['/modules', PHONE],
  ] as const) {
    test(`${path} at ${viewport.width} px: buttons, form controls, navigation links and carousel dots`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await visit(page, path);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const targets = page.locator(
        ['button', 'select', 'input:not([type="hidden"])', 'textarea', 'summary', '[role="tab"]', 'nav a'].join(', '),
      );
      const smallest = await smallestTarget(targets);
      expect(
        Math.min(smallest.width, smallest.height),
        `smallest target: ${smallest.which} ${smallest.width}×${smallest.height}`,
      ).toBeGreaterThanOrEqual(24);
    });
  }
});

test.describe('navigation by keyboard', () => {
  test('the Products disclosure opens with Enter, leads into its links, and closes when focus moves on', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page, 'MainNav');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const toggle = nav.getByRole('button', { name: 'Products menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dropdown = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const links = dropdown.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      await tabTo(page, links.nth(index), 1);
    }
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Industries', exact: true })).toBeFocused();

    // Space opens it too; Shift+Tab back past the Products link closes it as well.
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu panel opens from the keyboard, keeps focus inside and gives it back on Escape', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page, 'MainNav');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const products = panel.getByRole('button', { name: 'Products submenu' });
    await tabTo(page, products);
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, panel.getByRole('link', { name: 'Healthcare', exact: true }), 1);

    // Twice round the panel: focus never reaches the page behind it (past the last link it may
    // leave the document for the browser's own controls, as with a native modal dialog).
    const stops = await panel.locator('a:visible, button:visible').count();
    let inside = 0;
    for (let press = 0; press < 2 * stops + 2; press += 1) {
      await page.keyboard.press('Tab');
      const where = await panel.evaluate((element) =>
        element.contains(document.activeElement) ? 'panel' : document.activeElement === document.body ? 'none' : 'page',
      );
      expect(where, `focus after ${press + 1} Tabs`).not.toBe('page');
      if (where === 'panel') inside += 1;
    }
    expect(inside).toBeGreaterThanOrEqual(2 * stops);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test('FAQ: Tab goes from question to question and Space opens the focused one', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await hydrated(page, 'FaqAccordion', faq.getByRole('heading', { level: 2 }));
  const questions = faq.getByRole('button');
  await startBefore(questions.first());
  await tabTo(page, questions.first(), 1);
  await page.keyboard.press('Space');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expectFocusShown(page);
  for (let index = 1; index < (await questions.count()); index += 1) {
    await tabTo(page, questions.nth(index), 1);
  }
  await page.keyboard.press('Space');
  await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
});

test('tabs: Tab enters on the selected tab and leaves to its panel', async ({ page }) => {
  await page.goto('/products/healthcare');
  const tablist = page.getByRole('tablist');
  await hydrated(page, 'IndustryTabs', tablist);
  const tabs = tablist.getByRole('tab');
  await startBefore(tablist);
  await tabTo(page, tabs.first(), 1);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeFocused();
  await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!);
  await expectFocusShown(page);
  await page.keyboard.press('Shift+Tab');
  await expect(tabs.nth(1)).toBeFocused();
});

test.describe('carousels', () => {
  /** Each kind of carousel, where it is, and its auto-advance interval (docs/timings-and-limits.md#timings). */
  const CAROUSELS = [
    { path: '/', name: 'Product screens', interval: 4000, nth: 0 },
    { path: '/', name: 'Our customers', interval: 6000, nth: 1 },
    { path: '/products/healthcare', name: 'Healthcare packages', interval: 5000, nth: 0 },
    { path: '/products/healthcare/hospital', name: /screenshots$/, interval: 4000, nth: 0 },
  ] as const;

  for (const { path, name, interval, nth } of CAROUSELS) {
    test(`${path} “${name}”: the pause control comes first, and focus inside stops it`, async ({ page }) => {
      const carousel = await openPausedCarousel(page, path, name, nth);
      const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
      await page.mouse.move(0, 0);
      // The first stop in the carousel is its pause control (WCAG 2.2.2: reachable before the slides).
      await startBefore(carousel);
      await tabTo(page, pause, 1);
      await expectFocusShown(page);
      await page.clock.runFor(3 * interval);
      await expectCurrent(carousel, 0);

      // Focus leaving the carousel lets it move again.
      await page.keyboard.press('Shift+Tab');
      await settle(page);
      await page.clock.runFor(interval + 500);
      await expectCurrent(carousel, 1);

      // Pausing with the keyboard holds it after focus leaves.
      await toggleRotationByKeyboard(page, carousel, 'Pause slideshow');
      await page.clock.runFor(3 * interval);
      await expectCurrent(carousel, 1);
    });
  }

  test('Tab skips the links of slides out of view', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our customers' });
    await hydrated(page, 'Carousel', carousel, 1);
    await page.mouse.move(0, 0);
    await startBefore(carousel);
    const firstDot = carousel.getByRole('button', { name: /^Go to slide 1:/ });
    // Focus inside stops the carousel, so the slides in view stay the same during the walk.
    const links: { name: string; left: number; right: number }[] = [];
    for (let press = 0; press < 30 && !(await firstDot.evaluate((dot) => dot === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        return { tag: element.tagName, name: element.textContent?.trim() ?? '', left: box.left, right: box.right };
      });
      if (focused.tag === 'A') links.push(focused);
    }
    await expect(firstDot).toBeFocused();
    const track = (await carousel.locator('.keen-slider').boundingBox())!;
    expect(links.length, 'links of the slides in view').toBeGreaterThan(0);
    for (const link of links) {
      expect(link.left >= track.x - 1 && link.right <= track.x + track.width + 1, `“${link.name}” is in view`).toBe(
        true,
      );
    }
  });

  test('nothing rotates under reduced motion until Play is pressed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const slideshow = page.getByRole('region', { name: 'Product screens' });
    const customers = page.getByRole('region', { name: 'Our customers' });
    await hydrated(page, 'Carousel', slideshow, 0);
    await hydrated(page, 'Carousel', customers, 1);
    await pauseClock(page);
    await page.mouse.move(0, 0);
    for (const carousel of [slideshow, customers])
      await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expectCurrent(slideshow, 0);
    await expectCurrent(customers, 0);

    await toggleRotationByKeyboard(page, slideshow, 'Play slideshow');
    await page.clock.runFor(4500);
    await expectCurrent(slideshow, 1);
  });
});

test('video dialog: opens with Enter, keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/');
  await hydrated(page, 'VideoDialog');
  const opener = page.getByRole('button', { name: home.hero.videoButton });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
  await expect(dialog.locator('video[controls]')).toBeVisible();
  // Round the dialog twice (close button, the player and its controls): the page behind is never
  // reached (past the last stop focus may leave the document for the browser's controls).
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'none' : 'page',
    );
    expect(where, `focus after ${press + 1} Tabs`).not.toBe('page');
  }
  // Escape closes the dialog from its own controls (and from the player: it is the page's own element).
  // Tab comes round to the close button within a round of the dialog: the player's own controls
  // are more stops once the video's metadata has loaded (a quick machine presses before it has).
  await tabTo(page, dialog.getByRole('button', { name: 'Close video' }), 20);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusShown(page);
});

test('search dialog: opens from the keyboard into its field, keeps focus inside, closes on Escape and gives focus back', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page, 'MainNav');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await tabTo(page, opener);
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('searchbox', { name: 'Search the site' });
  await expect(field).toBeFocused();
  await page.keyboard.type('billing');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  // Round the dialog (field, Search, the results, Show more, the close button) and more: the page
  // behind is never reached (past the last stop focus may leave the document for the browser's controls).
  const stops = (await dialog.getByRole('link').count()) + 4;
  for (let press = 0; press < stops + 3; press += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'none' : 'page',
    );
    expect(where, `focus after ${press + 1} Tabs`).not.toBe('page');
    if (where === 'dialog') await expectFocusShown(page);
  }
  await tabTo(page, field, stops + 3);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusShown(page);
});

test.describe('forms by keyboard alone', () => {
  test('the demo request: errors, both steps and Submit without a mouse', async ({ page }) => {
    const posted: unknown[] = [];
    await page.route('**/api/request-demo', (route) => {
      posted.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'successful' });
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/request-demo');
    await hydrated(page, 'DemoRequestForm');
    const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
    const text = (name: string) => page.getByRole('textbox', { name, exact: true });

    await tabTo(page, combo('Industry'), 80);
    await expectFocusShown(page);
    // Straight to Next with nothing chosen: the messages appear and focus returns to the first field.
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(combo('Industry')).toBeFocused();
    await expect(combo('Industry')).toHaveAccessibleDescription('Please select your industry.');

    // Choose with the arrow keys, field after field in reading order.
    await page.keyboard.press('ArrowDown');
    await expect(combo('Industry')).toHaveValue('healthcare');
    await tabTo(page, combo('Sub-industry'), 1);
    await page.keyboard.press('ArrowDown');
    await expect(combo('Sub-industry')).toHaveValue('hospital');
    await tabTo(page, combo('Pricing plan'), 1);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, combo('Expected timeframe'), 1);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, combo('Country'), 1);
    await expect(combo('Country')).toHaveValue('Nepal');
    await tabTo(page, page.getByRole('button', { name: 'Next' }), 5);
    await page.keyboard.press('Enter');
    await expect(text('Email')).toBeFocused();

    await page.keyboard.type('anita@clinic.com.np');
    await tabTo(page, text('Company'), 1);
    await page.keyboard.type('Lalitpur Family Clinic');
    await tabTo(page, text('Phone'), 1);
    await page.keyboard.type('98410');
    await tabTo(page, combo('Job title'), 1);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }), 5);
    await page.keyboard.press('Enter');
    await expect(text('Phone')).toBeFocused();
    await expect(text('Phone')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
    await page.keyboard.type('76253');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }), 5);
    await page.keyboard.press('Enter');

    await expect.poll(() => alerts).toEqual(['Your request was sent, please check your email for further notices']);
    expect(posted).toEqual([
      expect.objectContaining({
        industry: 'healthcare',
        subIndustry: 'hospital',
        email: 'anita@clinic.com.np',
        phoneNumber: '9841076253',
        companyName: 'Lalitpur Family Clinic',
        jobTitle: 'CEO',
        country: 'Nepal',
      }),
    ]);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
  });

  test('the contact message: errors, every field and Send without a mouse', async ({ page }) => {
    const posted: unknown[] = [];
    await page.route('**/api/contact-us', (route) => {
      posted.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await hydrated(page, 'ContactForm', form);
    const text = (name: string) => form.getByRole('textbox', { name, exact: true });
    const send = form.getByRole('button', { name: 'Send Message' });

    await tabTo(page, text('Name'), 80);
    await tabTo(page, send, 10);
    await page.keyboard.press('Enter');
    await expect(text('Name')).toBeFocused();
    await expect(text('Name')).toHaveAccessibleDescription('Name is required');
    await expectFocusShown(page);

    await page.keyboard.type('Sita Gurung');
    await tabTo(page, text('Email'), 1);
    await page.keyboard.type('sita@example.com');
    await tabTo(page, text('Phone'), 1);
    await tabTo(page, text('Company'), 1);
    await tabTo(page, form.getByRole('combobox', { name: 'Subject' }), 1);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, text('Message'), 1);
    await page.keyboard.type('Do you support two kitchens on one bill?');
    await tabTo(page, send, 1);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
    expect(posted).toEqual([
      expect.objectContaining({
        fullName: 'Sita Gurung',
        email: 'sita@example.com',
        subject: 'Sales Inquiry',
        message: 'Do you support two kitchens on one bill?',
      }),
    ]);
  });
});
