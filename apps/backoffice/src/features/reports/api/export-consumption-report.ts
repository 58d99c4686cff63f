import { ApiError, sessionStore } from '@lic/web-api-client';
import { reportApiQuery, type ReportQuery } from '../report-query';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReportFile {
  fileName: string;
  blob: Blob;
}

/** The file name of a Content-Disposition header, or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const found = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return found ? found[1].trim() : fallback;
}

/** Without the server's name: still one per report, so the two never download under the same name. */
const fallbackFileName = (query: ReportQuery) =>
  query.reportType === 'GeneralConsumptionReport' ? 'reporte-general-de-consumo.xlsx' : 'reporte-de-consumo-por-caracteristica.xlsx';

/**
 * The report as .xlsx (GET license/api/reports/consumption/export). The typed client reads answers as text,
 * so the file is fetched here with the session's token.
 */
export async function exportConsumptionReport(
  query: ReportQuery,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReportFile> {
  const token = sessionStore.getAccessToken();
  const response = await fetchImpl(`/license/api/reports/consumption/export?${reportApiQuery(query)}`, {
    method: 'GET',
    headers: { Accept: XLSX, ...(token ? { Authorization: token } : {}) },
  });
  if (!response.ok) throw new ApiError({ status: response.status, statusMessage: response.statusText || 'Error' });
  return { fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackFileName(query)), blob: await response.blob() };
}

/** Hands the file to the browser as a download. */
export function saveReportFile({ fileName, blob }: ReportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
