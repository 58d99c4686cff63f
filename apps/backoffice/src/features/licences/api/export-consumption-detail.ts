import type { LicenseDetailRequest } from '@lic/shared-api-types';
import { ApiError, sessionStore } from '@lic/web-api-client';

const EXPORT_PATH = '/license/api/license/exportConsumptionDetail';

/** The file name of a Content-Disposition header (plain or RFC 5987), or the fallback. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/**
 * "Detalle de consumo": the .xlsx of the filtered licences (sheets Saldos and Consumos). The typed client reads
 * answers as text, so the file is fetched here with the session's token.
 */
export async function exportConsumptionDetail(
  request: LicenseDetailRequest,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<DownloadedFile> {
  const token = sessionStore.getAccessToken();
  const response = await fetchImpl(EXPORT_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new ApiError({ status: response.status, statusMessage: response.statusText || 'Error' });
  return {
    fileName: attachmentFileName(response.headers.get('Content-Disposition'), 'detalle-de-consumo.xlsx'),
    blob: await response.blob(),
  };
}

/** Hands the file to the browser as a download. */
export function saveFile({ fileName, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
