import { Button, Card, Flex, Typography } from 'antd';
import type { ElectronicDocumentView } from '@lic/shared-api-types';
import { ApiError, downloadFile, sessionStore } from '@lic/web-api-client';
import { formatCop, notify, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getInvoices } from '../api/get-invoices';
import { INVOICES_TEXTS as T } from '../invoices.messages';

function DocumentRow({ document, showOrder }: { document: ElectronicDocumentView; showOrder: boolean }) {
  const name = `${document.kind === 'INVOICE' ? T.invoice : T.creditNote} ${document.number ?? ''}`.trim();
  const download = async (url: string, extension: string) => {
    try {
      await downloadFile(url, `${document.kind === 'INVOICE' ? 'factura' : 'nota-credito'}-${document.number}.${extension}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.statusMessage : T.downloadFailed);
    }
  };
  if (!document.pdfUrl) {
    return <Typography.Text type="secondary">{T.waiting}</Typography.Text>;
  }
  return (
    <Flex gap={8} align="center" wrap data-testid="invoice-document" data-kind={document.kind}>
      <Typography.Text strong>{name}</Typography.Text>
      {showOrder && <Typography.Text type="secondary">{T.order(document.paymentReference)}</Typography.Text>}
      <Typography.Text>{formatCop(document.total)}</Typography.Text>
      <Button size="small" onClick={() => download(document.pdfUrl!, 'pdf')} aria-label={`${T.pdf} ${name}`}>
        {T.pdf}
      </Button>
      <Button size="small" type="link" onClick={() => download(document.xmlUrl!, 'xml')} aria-label={`${T.xml} ${name}`}>
        {T.xml}
      </Button>
    </Flex>
  );
}

/**
 * The customer's electronic invoices and credit notes with their downloads: of one order (the purchase
 * summary) or of all their orders ("Mis planes adquiridos"). Nothing when there are none or nobody is signed in.
 */
export function InvoiceDownloads({ referenceUuid }: { referenceUuid?: string }) {
  const { client } = useStorefront();
  const signedIn = Boolean(sessionStore.getAccessToken());
  const documents = useRemote(`invoices:${referenceUuid ?? 'mine'}`, () => getInvoices(client, referenceUuid), { enabled: signedIn });
  const rows = documents.data ?? [];
  if (!signedIn || rows.length === 0) return null;
  return (
    <Card title={T.title} size="small" data-testid="invoice-downloads">
      <Flex vertical gap={8}>
        {rows.map((document) => (
          <DocumentRow key={document.id} document={document} showOrder={!referenceUuid} />
        ))}
      </Flex>
    </Card>
  );
}
