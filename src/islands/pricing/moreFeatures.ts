/**
 * The plan cards' 'Show {n} more' / 'Show less' toggles, run on the cards' static HTML (PlanCard)
 * by the PricingPlans island: a disclosure button (`aria-expanded`, `aria-controls` naming the
 * feature list) whose list items past the preview carry `data-more`. Its two labels, in the
 * page's language, are on the button (`data-label-more`, `data-label-less`).
 */

/** The feature toggle a click landed on, if any. */
export function moreFeaturesToggle(target: EventTarget | null): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>('button[data-more-count]') : null;
}

/** Expands or collapses the list `button` controls, and says so on the button. */
export function toggleMoreFeatures(button: HTMLButtonElement): void {
  const expanded = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(expanded));
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  list?.querySelectorAll<HTMLElement>('[data-more]').forEach((item) => {
    item.hidden = !expanded;
  });
  const label = button.querySelector('[data-toggle-label]');
  const next = expanded ? button.dataset.labelLess : button.dataset.labelMore;
  if (label && next) label.textContent = next;
}
