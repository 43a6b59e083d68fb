/**
 * Clicks on static HTML an island was given as children (its buttons are real buttons in the
 * page's HTML, so Enter and Space click them too): the island answers them here, on the element
 * that wraps the children, instead of rendering the buttons itself.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Calls the latest `onClick` for every click inside `ref`'s element, from mount to unmount. */
export function useDelegatedClick(ref: RefObject<HTMLElement | null>, onClick: (event: MouseEvent) => void): void {
  const latest = useRef(onClick);
  latest.current = onClick;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const listener = (event: MouseEvent) => latest.current(event);
    element.addEventListener('click', listener);
    return () => element.removeEventListener('click', listener);
  }, [ref]);
}
