/**
 * Pasting a piece of a web page into a Markdown body keeps its text, headings, lists and links and
 * leaves its pictures out. Decap's rich-text editor turns a pasted <img> into an image block, which
 * this site's bodies do not offer (pictures of other sites would break the strict CSP and the
 * "all art is our own" rule), and drawing that block crashed the whole editor. The browser hands a
 * paste to the editor as a `beforeinput` event carrying the clipboard; when the HTML in it holds
 * pictures, that event is replaced by one carrying the same HTML without them.
 */

/** Elements of pasted HTML that are pictures or embedded media, dropped with their contents. */
const MEDIA = 'img, picture, svg, video, audio, iframe, object, embed, canvas';

/** `html` without its pictures and embedded media (their text is not kept: alt texts describe them). */
export function withoutPictures(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll(MEDIA).forEach((element) => element.remove());
  return document.body.innerHTML;
}

/** Events this guard dispatched itself, so it lets them through. */
const cleaned = new WeakSet<Event>();

/** Listens, before the editor does, for pastes and drops of HTML with pictures into a rich-text body. */
export function installPasteGuard(target: Document): void {
  target.addEventListener(
    'beforeinput',
    (event) => {
      if (!(event instanceof InputEvent) || cleaned.has(event)) return;
      if (event.inputType !== 'insertFromPaste' && event.inputType !== 'insertFromDrop') return;
      const html = event.dataTransfer?.getData('text/html') ?? '';
      if (!/<(img|picture|svg|video|audio|iframe|object|embed|canvas)\b/i.test(html)) return;
      const editable = (event.target as Element | null)?.closest?.('[data-slate-editor="true"]');
      if (!editable) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const data = new DataTransfer();
      data.setData('text/html', withoutPictures(html));
      data.setData('text/plain', event.dataTransfer?.getData('text/plain') ?? '');
      const replacement = new InputEvent('beforeinput', {
        inputType: event.inputType,
        dataTransfer: data,
        bubbles: true,
        cancelable: true,
      });
      cleaned.add(replacement);
      (event.target as Element).dispatchEvent(replacement);
    },
    true,
  );
}
