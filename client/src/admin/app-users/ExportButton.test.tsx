import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { ExportButton } from './ExportButton';

/** A streamed xlsx answer that sends one chunk, then waits until the request is aborted. */
function stalledExport(signal: AbortSignal, totalRows: number) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(1_500_000));
      signal.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'X-Total-Rows': String(totalRows) } });
}

describe('ExportButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
    localStorage.clear();
  });

  it('asks for the current search, shows the users and megabytes received, and cancels', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'secret-token');
    const fetchMock = vi.fn((_url: URL, init: RequestInit) => Promise.resolve(stalledExport(init.signal!, 250000)));
    vi.stubGlobal('fetch', fetchMock);
    render(<ExportButton query=" Patel " />);

    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    const progress = await screen.findByRole('status', { name: 'Export progress' });
    await waitFor(() => expect(progress).toHaveTextContent('Exporting 2,50,000 users, 1.5 MB received'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe('/adminapi/users/appusersexcel');
    expect(url.searchParams.get('query')).toBe('Patel');
    expect(init.headers).toEqual({ Authorization: 'Bearer secret-token' });

    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Another export is running. Please try again when it has finished.' }), {
          status: 429,
        }),
      ),
    );
    render(<ExportButton query="" />);
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Another export is running. Please try again when it has finished.')).toBeInTheDocument();
  });
});

describe('ExportButton in Gujarati', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('shows the button, the progress and the cancel toast in Gujarati', async () => {
    await act(() => applyLanguage('gu'));
    const user = userEvent.setup();
    vi.stubGlobal('fetch', (_url: URL, init: RequestInit) => Promise.resolve(stalledExport(init.signal!, 250000)));
    render(<ExportButton query="" />);

    await user.click(screen.getByRole('button', { name: 'ડેટા એક્સપોર્ટ કરો' }));
    const progress = await screen.findByRole('status', { name: 'એક્સપોર્ટની પ્રગતિ' });
    await waitFor(() => expect(progress).toHaveTextContent('એક્સપોર્ટ ચાલુ છે: 2,50,000 યુઝર્સ, 1.5 MB મળ્યું'));
    await user.click(screen.getByRole('button', { name: 'એક્સપોર્ટ રદ કરો' }));
    expect(await screen.findByText('એક્સપોર્ટ રદ થયું')).toBeInTheDocument();
  });
});
