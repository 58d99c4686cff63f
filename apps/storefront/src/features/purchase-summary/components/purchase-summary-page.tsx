import { Button, Card, Flex, Modal, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '@lic/web-api-client';
import { FileAttach, fileSaver, notify, PageShell, PaymentResult, type AttachedFile } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { InvoiceDownloads } from '../../invoices';
import { useStoreExit } from '../../payment-status';
import { getPaymentSupport } from '../api/get-payment-support';
import { getSummaryOrder } from '../api/get-summary-order';
import { uploadPaymentSupport } from '../api/upload-payment-support';
import { useSummaryOrder } from '../hooks/use-summary-order';
import { PURCHASE_SUMMARY_TEXTS as T } from '../purchase-summary.messages';
import type { PaymentSupportType, SummaryOrder } from '../purchase-summary.types';
import { SummaryTable, SummaryTotals } from './summary-table';

type UploadDialog = { kind: 'uploaded' } | { kind: 'failed'; detail: string | null };

/** The message the server itself sent with an error (not the api-client's fallback), if any. */
function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = (error.body as { statusMessage?: unknown } | null | undefined)?.statusMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

const ATTACHMENTS: Array<{
  type: PaymentSupportType;
  button: string;
  fileName: (order: SummaryOrder) => string | null;
  link: (order: SummaryOrder) => string | null | undefined;
}> = [
  {
    type: 'PAYMENT_SUPPORT',
    button: T.attachSupport,
    fileName: (order) => order.fileNamePaymentSupport,
    link: (order) => order.urlPaymentSupport,
  },
  { type: 'RUT', button: T.attachRut, fileName: (order) => order.fileNamePaymentRUT, link: (order) => order.urlPaymentRUT },
];

/**
 * "Resumen de compra" (storefront.md §2, §4 File upload): the order's products and totals, and the buttons
 * that attach the cash payment's proof and the RUT, each shown with the file already stored.
 */
export function PurchaseSummaryPage() {
  const { refererenceUuid = '' } = useParams();
  const { client, appName } = useStorefront();
  const toStore = useStoreExit();
  const { state, reload } = useSummaryOrder(refererenceUuid);
  const [dialog, setDialog] = useState<UploadDialog | null>(null);
  const [opening, setOpening] = useState<PaymentSupportType | null>(null);

  const upload = (supportType: PaymentSupportType) => (file: AttachedFile) =>
    uploadPaymentSupport(client, {
      referenceUuid: refererenceUuid,
      fileName: file.fileName,
      contentFileBase64: file.contentBase64,
      supportType,
    });

  const open = async (attachment: (typeof ATTACHMENTS)[number]) => {
    const supportType = attachment.type;
    setOpening(supportType);
    try {
      // The summary's signed links live ten minutes (decision 0013): ask for a fresh one on each click.
      const fresh = await getSummaryOrder(client, refererenceUuid, appName);
      const stored = await getPaymentSupport(client, refererenceUuid, supportType, fresh ? attachment.link(fresh) : null);
      if (stored?.base64) fileSaver.saveBase64(stored.fileName, stored.base64);
      else if (stored?.pathFile) fileSaver.open(stored.pathFile);
      else notify.error(T.downloadFailed);
    } catch (error) {
      notify.error(serverMessageOf(error) ?? T.downloadFailed);
    } finally {
      setOpening(null);
    }
  };

  const closeDialog = () => {
    setDialog(null);
    reload();
  };

  let content;
  if (state.kind === 'loading') {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (state.kind === 'empty') {
    content = <Result status="warning" title={T.empty} />;
  } else if (state.kind === 'error') {
    content = (
      <PaymentResult
        kind="failure"
        title={T.sorry}
        message={state.message}
        actions={
          <Button type="primary" onClick={reload}>
            {T.retry}
          </Button>
        }
      />
    );
  } else {
    const { order } = state;
    content = (
      <Flex vertical gap={24}>
        <SummaryTable order={order} />
        <SummaryTotals order={order} />
        <InvoiceDownloads referenceUuid={refererenceUuid} />
        <Card title={T.attachTitle} size="small">
          <Typography.Paragraph type="secondary">{T.attachHint}</Typography.Paragraph>
          <Flex gap={32} wrap>
            {ATTACHMENTS.map((attachment) => (
              <FileAttach
                key={attachment.type}
                buttonText={attachment.button}
                upload={upload(attachment.type)}
                onUploaded={() => setDialog({ kind: 'uploaded' })}
                onFailed={(error) => setDialog({ kind: 'failed', detail: serverMessageOf(error) })}
                attachedFileName={attachment.fileName(order)}
                openingAttached={opening === attachment.type}
                onOpenAttached={() => void open(attachment)}
              />
            ))}
          </Flex>
        </Card>
      </Flex>
    );
  }

  return (
    <PageShell title={T.title}>
      <Button type="link" onClick={toStore} style={{ padding: 0, marginBottom: 16 }}>
        {T.back}
      </Button>
      {content}
      <Modal open={dialog !== null} footer={null} centered width={480} onCancel={closeDialog}>
        {dialog?.kind === 'uploaded' && (
          <Result
            status="success"
            title={T.uploadedTitle}
            subTitle={T.uploadedText}
            extra={
              <Button type="primary" onClick={toStore}>
                {T.accept}
              </Button>
            }
          />
        )}
        {dialog?.kind === 'failed' && (
          <Result
            status="error"
            title={T.sorry}
            subTitle={
              <>
                <Typography.Paragraph>{T.uploadFailed}</Typography.Paragraph>
                {dialog.detail !== null && dialog.detail !== T.uploadFailed && (
                  <Typography.Paragraph type="secondary">{dialog.detail}</Typography.Paragraph>
                )}
              </>
            }
            extra={
              <Button type="primary" onClick={closeDialog}>
                {T.accept}
              </Button>
            }
          />
        )}
      </Modal>
    </PageShell>
  );
}
