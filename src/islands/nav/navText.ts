import type { SearchText } from '../../lib/search';

/** The header's own texts and the Schedule Demo link, in the page's language. */
export interface NavText {
  /** The navigation landmark's label. */
  main: string;
  search: string;
  demoLabel: string;
  demoHref: string;
  menu: string;
  closeMenu: string;
  mainMenu: string;
  /** The search dialog's texts; English pages leave it out (the dialog's own English). */
  searchText?: SearchText | undefined;
}
