import { msg } from '../core/i18n/i18n';
import { readStoredToken } from '../core/tokenStorage';

export const EXPORT_FILE_NAME = 'users_export.xlsx';

export interface ExportProgress {
  /** Rows the file will hold (the server's X-Total-Rows), once known. */
  totalRows?: number;
  receivedBytes: number;
}

/**
 * Downloads the app users export of `query` (all users when blank) and hands
 * the finished file to the browser. The server streams it with no length, so
 * progress is the bytes received so far; `signal` cancels the download.
 */
export async function downloadAppUsersExport(query: string, onProgress: (progress: ExportProgress) => void, signal: AbortSignal): Promise<void> {
  const url = new URL('/adminapi/users/appusersexcel', window.location.origin);
  if (query.trim()) url.searchParams.set('query', query.trim());
  const token = readStoredToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new Error(typeof body.message === 'string' ? body.message : msg('Failed to export users'));
  }
  const totalHeader = response.headers.get('X-Total-Rows');
  const totalRows = totalHeader === null ? undefined : Number(totalHeader);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  onProgress({ totalRows, receivedBytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ totalRows, receivedBytes });
  }
  const file = new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
