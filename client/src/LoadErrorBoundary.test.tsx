import { render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from './LoadErrorBoundary';

describe('LoadErrorBoundary', () => {
  it('offers a reload when a lazy page fails to load', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <LoadErrorBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </LoadErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(<LoadErrorBoundary>fine</LoadErrorBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
