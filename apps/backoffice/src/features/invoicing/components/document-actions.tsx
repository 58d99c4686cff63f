import { Button, Space } from 'antd';
import type { ElectronicDocumentView } from '@lic/shared-api-types';
import { ApiError, downloadFile } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { retryInvoice } from '../api/retry-invoice';
import { INVOICING_TEXT as T } from '../invoicing.messages';

const fileBase = (doc: ElectronicDocumentView) => `${doc.kind === 'INVOICE' ? 'factura' : 'nota-credito'}-${doc.number ?? doc.id}`;

/** Downloads and "Reintentar" of one invoice or credit note. */
export function DocumentActions({ document, onChanged }: { document: ElectronicDocumentView; onChanged: () => void }) {
  const { client } = useBackoffice();
  const download = async (url: string, extension: string) => {
    try {
      await downloadFile(url, `${fileBase(document)}.${extension}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.statusMessage : T.downloadFailed);
    }
  };
  const retry = async () => {
    try {
      const answer = await retryInvoice(client, document.id);
      if (answer.lastError) notify.warning(T.retryFailed);
      else notify.success(T.retried);
    } catch {
      notify.error(T.serverError);
    }
    onChanged();
  };
  const label = `${T.kinds[document.kind]} ${document.number ?? ''}`.trim();
  return (
    <Space size={0} wrap>
      {document.xmlUrl && (
        <Button type="link" size="small" aria-label={`${T.downloadXml} ${label}`} onClick={() => download(document.xmlUrl!, 'xml')}>
          {T.downloadXml}
        </Button>
      )}
      {document.pdfUrl && (
        <Button type="link" size="small" aria-label={`${T.downloadPdf} ${label}`} onClick={() => download(document.pdfUrl!, 'pdf')}>
          {T.downloadPdf}
        </Button>
      )}
      {document.status !== 'ACEPTADA' && document.status !== 'ANULADA' && (
        <Button type="link" size="small" aria-label={`${T.retry} ${label}`} onClick={retry}>
          {T.retry}
        </Button>
      )}
    </Space>
  );
}
