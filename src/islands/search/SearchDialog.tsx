/**
 * The site-search dialog, opened by the header's Search button (SearchButton loads this module on
 * the first click, so its code is not part of any page's start-up JavaScript).
 *
 * A native <dialog> opened with showModal() on mount: the page behind is inert, so Tab stays in
 * the dialog; focus moves into the search field; Escape (from anywhere in it, the filled search
 * field included), the close button and a click on the backdrop close it, and `onClose` then gives focus back to the opener.
 */
import { X } from '../icons';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { SearchPanel } from './SearchPanel';

export interface SearchDialogProps {
  /** Called once the dialog has closed (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
}

const TITLE_ID = 'site-search-title';

export default function SearchDialog({ onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  /** The box fills the <dialog> element, so a click on the element itself is on the backdrop. */
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  /**
   * Escape closes the dialog at once, also from the search field: a filled search field would
   * otherwise take the first Escape to clear itself.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onClick={onDialogClick}
      onKeyDown={onKeyDown}
      className="mx-auto mb-auto mt-4 max-h-[calc(100dvh-2rem)] w-[min(42rem,calc(100vw-1.5rem))] max-w-none overflow-hidden rounded-2xl bg-transparent p-0 backdrop:bg-slate-950/60 open:flex sm:mt-16 sm:max-h-[calc(100dvh-8rem)]"
    >
      <div className="flex min-h-0 w-full flex-col rounded-2xl bg-slate-50 p-4 shadow-xl sm:p-6">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={TITLE_ID} className="text-lg font-bold text-ink">
            Search
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-slate-200"
            aria-label="Close search"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="-mx-1 min-h-0 overflow-y-auto px-1 pb-1">
          <SearchPanel inputRef={inputRef} />
        </div>
      </div>
    </dialog>
  );
}
