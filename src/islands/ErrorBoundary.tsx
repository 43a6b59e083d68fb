/**
 * The one error boundary of the React islands (docs/layout-and-navigation.md#when-an-island-fails):
 * a generic fallback shows 'Unexpected Application Error!' with the error text. A child that
 * throws while rendering is replaced by the fallback; the rest of the page keeps working.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** The fallback heading, word for word as the docs give it. */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

interface ErrorBoundaryProps {
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches render errors of its children and shows {@link UNEXPECTED_ERROR_TITLE} with the message. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(UNEXPECTED_ERROR_TITLE, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto my-4 max-w-page rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
      >
        <p className="font-semibold">{UNEXPECTED_ERROR_TITLE}</p>
        <p className="mt-1 text-sm">{error.message}</p>
      </div>
    );
  }
}

/**
 * Wraps an island component in {@link ErrorBoundary}; export the result as the island.
 * @example export default withErrorBoundary(MainNav);
 */
export function withErrorBoundary<P extends object>(Wrapped: ComponentType<P>): ComponentType<P> {
  function WithErrorBoundary(props: P) {
    return (
      <ErrorBoundary>
        <Wrapped {...props} />
      </ErrorBoundary>
    );
  }
  WithErrorBoundary.displayName = `withErrorBoundary(${Wrapped.displayName ?? Wrapped.name ?? 'Component'})`;
  return WithErrorBoundary;
}
