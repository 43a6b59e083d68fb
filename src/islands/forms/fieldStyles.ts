/**
 * Tailwind classes shared by the form fields of the two form islands (one place for the look of
 * a label, a control and its error; invalid controls get a red border through aria-invalid).
 */
export const LABEL_CLASS = 'block text-sm font-semibold text-ink';
export const CONTROL_CLASS =
  'mt-1 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm transition-colors ' +
  'hover:border-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40 disabled:cursor-not-allowed disabled:bg-slate-100';

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors';
/** Filled button (Next, Submit, Send Message). */
export const BUTTON_PRIMARY = `${BUTTON_BASE} bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-500`;
/** Outlined button (Back). */
export const BUTTON_SECONDARY = `${BUTTON_BASE} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60`;

/** Id of the error paragraph of the control `id`. */
export const errorIdOf = (id: string) => `${id}-error`;
