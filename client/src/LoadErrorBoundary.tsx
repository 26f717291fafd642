import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a lazily loaded page that fails to load (offline, or an old tab
 * after a deploy replaced the chunks) and offers a reload instead of a blank
 * screen. Plain markup: it sits above both bundles.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ maxWidth: 480, margin: '15vh auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        <h1 style={{ fontSize: '1.25rem' }}>This page could not be loaded</h1>
        <p>Check your internet connection and try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
