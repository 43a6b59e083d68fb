/**
 * Filling a module page's texts (the dictionary's `modules` section) with a module's title.
 */

/** `template` with `{module}` filled in with `moduleTitle` as it is (its digits untouched). */
export const withModule = (template: string, moduleTitle: string): string => template.replace('{module}', moduleTitle);
