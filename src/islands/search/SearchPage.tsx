/**
 * The results of the /search page: the same form and results as the search dialog, full width.
 * The server HTML holds the GET form (it submits to /search?q=… without JavaScript); once
 * hydrated, the island reads `?q=` from the address, shows its results, and keeps `?q=` in step
 * with what is searched so the address can be shared.
 */
import { withErrorBoundary } from '../ErrorBoundary';
import type { SearchText } from '../../lib/search';
import { SearchPanel } from './SearchPanel';

/** `text`: the texts in the page's language. */
function SearchPage({ text }: { text: SearchText }) {
  return <SearchPanel syncWithUrl label={text.pageLabel} text={text} />;
}

/** The island: SearchPage inside the shared error boundary. */
export default withErrorBoundary(SearchPage);
export { SearchPage };
