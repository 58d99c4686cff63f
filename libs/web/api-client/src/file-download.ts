import { ApiError } from './api-error';
import { sessionStore } from './session-store';

/** The file name of a Content-Disposition header, or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const found = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return found ? found[1].trim() : fallback;
}

/**
 * Downloads a file the API serves to the signed-in user (an invoice's XML or PDF, an export): the typed client
 * reads answers as text, so the file is fetched here with the session's token and handed to the browser.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const token = sessionStore.getAccessToken();
  const response = await fetchImpl(path, { method: 'GET', headers: token ? { Authorization: token } : {} });
  if (!response.ok) {
    let statusMessage = response.statusText || 'Error';
    try {
      const body = (await response.json()) as { statusMessage?: string };
      if (body.statusMessage) statusMessage = body.statusMessage;
    } catch {
      // not a JSON envelope
    }
    throw new ApiError({ status: response.status, statusMessage });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
