/**
 * A row of filter chips for the module browser (SPEC §2.8): toggle buttons with aria-pressed in a
 * labelled group. The first chip ("All …") clears the choice; pressing a pressed chip clears it too.
 * Unavailable choices (coming-soon industries) are shown disabled with a Coming Soon label.
 */
import clsx from 'clsx';

export interface ChipChoice {
  /** The value written into the filter, e.g. `healthcare` or `hospital`. */
  value: string;
  label: string;
  /** False for a coming-soon industry: shown, dimmed, not selectable. Default true. */
  available?: boolean;
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
}

const chipClass = 'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors';

/** Renders the group; calls `onSelect` with the chip's value, or undefined for "All". */
export function FilterChips({ label, allLabel, choices, selected, onSelect }: FilterChipsProps) {
  const chip = (value: string | undefined, text: string, available = true) => {
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
        {text}
        {!available && <span className="text-xs font-medium uppercase tracking-wide">{' '}Coming Soon</span>}
      </button>
    );
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chip(undefined, allLabel)}
      {choices.map((choice) => chip(choice.value, choice.label, choice.available ?? true))}
    </div>
  );
}
