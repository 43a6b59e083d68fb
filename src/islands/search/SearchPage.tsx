/**
 * The results of the /search page: the same form and results as the search dialog, full width.
 * The server HTML holds the GET form (it submits to /search?q=… without JavaScript); once
 * hydrated, the island reads `?q=` from the address, shows its results, and keeps `?q=` in step
 * with what is searched so the address can be shared.
 */
import { withErrorBoundary } from '../ErrorBoundary';
import { SearchPanel } from './SearchPanel';

function SearchPage() {
  return <SearchPanel syncWithUrl label="Search for a module, a product, a question or any page" />;
}

/** The island: SearchPage inside the shared error boundary. */
export default withErrorBoundary(SearchPage);
export { SearchPage };
