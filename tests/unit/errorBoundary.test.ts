import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, UNEXPECTED_ERROR_TITLE, withErrorBoundary } from '../../src/islands/ErrorBoundary';

// Without a DOM library the boundary's catch path is exercised through its lifecycle methods:
// React calls getDerivedStateFromError, then render() draws the fallback.
describe('ErrorBoundary', () => {
  it('renders its children while nothing failed', () => {
    const html = renderToString(createElement(ErrorBoundary, null, createElement('p', null, 'Nav works')));
    expect(html).toBe('<p>Nav works</p>');
  });

  it('shows the spec fallback with the error text after a render error', () => {
    const boundary = new ErrorBoundary({ children: createElement('p', null, 'never shown') });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('menu.json is empty'));
    const html = renderToString(createElement(() => boundary.render()));
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('menu.json is empty');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('never shown');
  });

  it('turns thrown non-errors into errors', () => {
    expect(ErrorBoundary.getDerivedStateFromError('plain text').error?.message).toBe('plain text');
  });

  it('logs caught errors for developers', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    new ErrorBoundary({}).componentDidCatch(new Error('boom'), { componentStack: '\n    at MainNav' });
    expect(log).toHaveBeenCalledWith(UNEXPECTED_ERROR_TITLE, expect.any(Error), '\n    at MainNav');
    log.mockRestore();
  });

  it('wraps a component and keeps its props', () => {
    const Greeting = ({ name }: { name: string }) => createElement('span', null, `Namaste ${name}`);
    const Wrapped = withErrorBoundary(Greeting);
    expect(Wrapped.displayName).toBe('withErrorBoundary(Greeting)');
    expect(renderToString(createElement(Wrapped, { name: 'Sita' }))).toBe('<span>Namaste Sita</span>');
  });
});
