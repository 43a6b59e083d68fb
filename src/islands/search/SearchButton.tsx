/**
 * The header's Search control (inside MainNav). In the server HTML and until the nav hydrates it
 * is a link to the /search page, which also works without JavaScript; once hydrated it is a
 * button that opens the search dialog. The dialog's code (SearchDialog, the results list) is
 * imported on the first click and Pagefind with its index on the first search, so a page's
 * start-up JavaScript grows only by this button.
 */
import { Search } from '../icons';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchDialogProps } from './SearchDialog';
import type { SearchText } from '../../lib/search';

/** Stands in for the dialog when its code cannot be fetched (offline, a deploy replaced it): opens the search page instead. */
function OpenSearchPage({ text }: SearchDialogProps): null {
  useEffect(() => window.location.assign(text.pagePath), [text]);
  return null;
}

const SearchDialog = lazy<ComponentType<SearchDialogProps>>(() =>
  import('./SearchDialog').catch(() => ({ default: OpenSearchPage })),
);

const CONTROL_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-brand-50';

/**
 * `label`: the control's text in the page's language; `text`: the dialog's texts and the search
 * page in that language.
 */
export function SearchButton({ label, text }: { label: string; text: SearchText }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMounted(true), []);

  const content = (
    <>
      <Search aria-hidden="true" className="h-5 w-5" />
      {/* Icon only on phones, so the header keeps the logo, Search and Menu on one row. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </>
  );
  if (!mounted) {
    return (
      <a href={text.pagePath} className={CONTROL_CLASS}>
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={CONTROL_CLASS}
      >
        {content}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            text={text}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
