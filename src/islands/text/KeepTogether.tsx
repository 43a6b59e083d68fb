/**
 * A display text whose amounts, units, ranges and "go-live" never break across two lines
 * (src/lib/text.ts `unbreakableRuns`): those runs are set in `white-space: nowrap`; the rest wraps
 * as usual. Renders inline, with no element of its own around the text.
 *
 * One component for islands (FAQ answers) and for static pages: rendered from an .astro file
 * without a `client:` directive it is plain HTML and ships no JavaScript.
 *
 * Props: `text`, the text.
 */
import { Fragment } from 'react';
import { unbreakableRuns } from '../../lib/text';

export function KeepTogether({ text }: { text: string }) {
  return (
    <>
      {unbreakableRuns(text).map((run, index) =>
        run.keep ? (
          <span key={index} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}

export default KeepTogether;
