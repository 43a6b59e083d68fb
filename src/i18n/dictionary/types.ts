/**
 * The shape every dictionary has, in a module of its own so ./ne.ts is typed against English
 * without importing ./index.ts, which imports it (an import cycle).
 */
import type { en } from './en';

/**
 * The shape of a dictionary: English's keys, each text widened to any string (a tuple stays a
 * tuple of the same length, so a list of slides or steps keeps its count in every language).
 */
export type Words<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Words<T[K]> }
    : { readonly [K in keyof T]: Words<T[K]> };

/** Every fixed text of the site in one language. */
export type Dictionary = Words<typeof en>;
