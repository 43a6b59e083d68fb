/**
 * The site-search dialog, opened by the header's Search button (SearchButton loads this module on
 * the first click, so its code is not part of any page's start-up JavaScript).
 *
 * A native modal <dialog> opened on mount (showModalInView): the page behind is inert, so Tab stays in
 * the dialog; focus moves into the search field; Escape closes it from anywhere in it, the filled
 * search field included.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ModalDialog, showModalInView } from '../dialog/ModalDialog';
import { SearchPanel } from './SearchPanel';
import type { SearchText } from '../../lib/search';

export interface SearchDialogProps {
  /** Called once the dialog has closed (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
  /** The texts in the page's language. */
  text: SearchText;
}

export default function SearchDialog({ onClose, text }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    showModalInView(dialog);
    inputRef.current?.focus();
  }, []);

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
    <ModalDialog
      dialogRef={dialogRef}
      titleId="site-search-title"
      title={text.dialogTitle}
      closeLabel={text.closeDialog}
      onClose={onClose}
      onKeyDown={onKeyDown}
      tone="light"
      placement="top"
      backdropClassName="backdrop:bg-slate-950/60"
      className="w-full max-w-2xl overflow-hidden"
    >
      <div className="-mx-1 min-h-0 overflow-y-auto px-1 pb-1">
        <SearchPanel inputRef={inputRef} text={text} />
      </div>
    </ModalDialog>
  );
}
