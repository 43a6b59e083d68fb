/**
 * An accessible toggletip, as markup: an info button that shows or hides a short note right below
 * it (the ComparisonTable island runs it: click, tap, Enter or Space open and close it; Escape or a
 * press elsewhere closes it). The note is in the HTML, linked as the button's description, and
 * shown outright when scripts do not run (`info-tip`, `info-note` in global.css).
 */
import clsx from 'clsx';
import type { PricingText } from '../../lib/pricingText';
import { fill } from '../../i18n/fill';
import { KeepTogether } from '../text/KeepTogether';

interface InfoTipProps {
  /** Unique id of the note. */
  id: string;
  /** What the note is about, e.g. "On-site Training"; the button reads "More about {label}" (`words.moreAbout`). */
  label: string;
  text: string;
  /** Where the note sits under the button: at the start of the cell (default) or centred. */
  align?: 'start' | 'center';
  /** The button's name in the page's language. */
  words: Pick<PricingText, 'moreAbout' | 'locale'>;
}

export default function InfoTip({ id, label, text, align = 'start', words }: InfoTipProps) {
  return (
    <>
      <button
        type="button"
        aria-label={fill(words.moreAbout, { label }, words.locale)}
        aria-expanded="false"
        aria-controls={id}
        aria-describedby={id}
        data-info-tip=""
        className="info-tip info-mark"
      />
      <span id={id} hidden className={clsx('info-note', align === 'center' && 'mx-auto')}>
        <KeepTogether text={text} />
      </span>
    </>
  );
}
