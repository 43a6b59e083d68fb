/**
 * A row of filter chips for the module browser: toggle buttons with aria-pressed in a
 * labelled group. The first chip ("All …") clears the choice; pressing a pressed chip clears it too.
 * Unavailable choices (coming-soon industries) are shown disabled with a small Coming Soon tag
 * inside the chip after the name (never on its edge, where the tags of two short neighbouring
 * chips would run into each other). Name and tag never break; on a screen too narrow for both on
 * one line the tag moves under the name, inside the chip. A name in another language than the page
 * (`lang`: its Nepali text not written yet) is marked with it.
 */
import clsx from 'clsx';

export interface ChipChoice {
  /** The value written into the filter, e.g. `healthcare` or `hospital`. */
  value: string;
  label: string;
  /** False for a coming-soon industry: shown, dimmed, not selectable. Default true. */
  available?: boolean;
  /** The label's language where it is not the page's. */
  lang?: string | undefined;
}

interface FilterChipsProps {
  /** Accessible name of the group, e.g. "Filter by industry". */
  label: string;
  /** Text of the chip that clears the choice, e.g. "All industries". */
  allLabel: string;
  choices: ChipChoice[];
  /** The chosen value; undefined when "All" is chosen. */
  selected: string | undefined;
  onSelect: (value: string | undefined) => void;
  /** The tag on an unavailable choice, in the page's language (default 'Coming Soon'). */
  comingSoon?: string;
}

const chipClass =
  'inline-flex min-h-10 max-w-full flex-wrap items-center justify-center gap-y-0.5 rounded-full border px-4 py-1 text-sm font-semibold transition-colors';

/** Renders the group; calls `onSelect` with the chip's value, or undefined for "All". */
export function FilterChips({
  label,
  allLabel,
  choices,
  selected,
  onSelect,
  comingSoon = 'Coming Soon',
}: FilterChipsProps) {
  const chip = (value: string | undefined, text: string, available = true, lang?: string) => {
    const pressed = value === selected;
    return (
      <button
        key={value ?? ''}
        type="button"
        aria-pressed={pressed}
        disabled={!available}
        onClick={() => onSelect(pressed ? undefined : value)}
        className={clsx(
          chipClass,
          !available && 'cursor-not-allowed border-dashed border-slate-300 bg-white text-ink-muted',
          available && pressed && 'border-brand-700 bg-brand-700 text-white',
          available && !pressed && 'border-slate-300 bg-white text-ink-soft hover:border-brand-400 hover:bg-brand-50',
        )}
      >
        <span className="whitespace-nowrap" lang={lang}>
          {text}
        </span>
        {!available && (
          <span className="ml-2 whitespace-nowrap rounded-full bg-amber-100 px-1.5 text-[0.625rem] font-bold uppercase leading-4 tracking-wide text-amber-900">
            {' '}
            {comingSoon}
          </span>
        )}
      </button>
    );
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-x-2 gap-y-3">
      {chip(undefined, allLabel)}
      {choices.map((choice) => chip(choice.value, choice.label, choice.available ?? true, choice.lang))}
    </div>
  );
}
