import { describe } from 'vitest';
import { scrollToTopShown, type ScrollToTopInput } from '../../src/lib/scrollToTop';
import { itGivesEach } from './support/cases';

/** A phone held upright (375 × 740) scrolled well down the page, scrolling down, no field focused. */
const phone: ScrollToTopInput = {
  scrollY: 2000,
  viewportHeight: 740,
  viewportWidth: 375,
  scrollingUp: false,
  editing: false,
  msSinceScroll: 0,
  buttonFocused: false,
};
/** A laptop (1280 × 800) in the same state. */
const laptop: ScrollToTopInput = { ...phone, viewportWidth: 1280, viewportHeight: 800 };

describe('scrollToTopShown', () => {
  itGivesEach(scrollToTopShown, [
    { behaviour: 'hidden at the top of the page', input: { ...laptop, scrollY: 0 }, expected: false },
    { behaviour: 'hidden at exactly 40 % of the window height', input: { ...laptop, scrollY: 320 }, expected: false },
    { behaviour: 'shown just past 40 % of the window height', input: { ...laptop, scrollY: 321 }, expected: true },
    { behaviour: 'on a wide screen shown while scrolling down', input: laptop, expected: true },
    {
      behaviour: 'on a wide screen shown while a field has focus',
      input: { ...laptop, editing: true },
      expected: true,
    },
    { behaviour: 'on a phone hidden while the visitor reads down the page', input: phone, expected: false },
    { behaviour: 'on a phone shown while scrolling back up', input: { ...phone, scrollingUp: true }, expected: true },
    {
      behaviour: 'on a phone hidden while a form field has focus, even scrolling up',
      input: { ...phone, scrollingUp: true, editing: true },
      expected: false,
    },
    {
      behaviour: 'on a phone shown up to 3 s after the page stops scrolling up',
      input: { ...phone, scrollingUp: true, msSinceScroll: 2999 },
      expected: true,
    },
    {
      behaviour: 'on a phone gone once the page has been still for 3 s, the visitor reading again',
      input: { ...phone, scrollingUp: true, msSinceScroll: 3000 },
      expected: false,
    },
    {
      behaviour: 'on a phone kept while it has keyboard focus',
      input: { ...phone, msSinceScroll: 60_000, buttonFocused: true },
      expected: true,
    },
    {
      behaviour: 'on a wide screen shown however long the page has been still',
      input: { ...laptop, msSinceScroll: 60_000 },
      expected: true,
    },
    {
      behaviour: 'on a phone still hidden near the top when scrolling up',
      input: { ...phone, scrollingUp: true, scrollY: 296 },
      expected: false,
    },
    {
      behaviour: 'from 640 px wide the wide-screen rule applies',
      input: { ...phone, viewportWidth: 640 },
      expected: true,
    },
    {
      behaviour: 'at 639 px wide the phone rule applies',
      input: { ...phone, viewportWidth: 639 },
      expected: false,
    },
  ]);
});
