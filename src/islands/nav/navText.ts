import type { Dictionary } from '../../i18n/dictionary';
import type { SearchText } from '../../lib/search';

/**
 * The header's own texts (the dictionary's `nav`) in the page's language, with the Schedule Demo
 * link and the search dialog's texts in that language.
 */
export type NavText = Dictionary['nav'] & {
  demoHref: string;
  searchText: SearchText;
};
