import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Modal, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { getPaymentSupport } from '../api/get-payment-support';
import { notifyDownloadFailure } from '../api/payment-failure';
import { PAYMENTS_TEXT } from '../payments.messages';
import type { PaymentSupportFile, PaymentSupportType } from '@lic/shared-api-types';
import { dataUrl, fileKindOf, viewerUrl } from './file-url';

export interface ProofRequest {
  referenceUuid: string;
  paymentReference: string;
  supportType: PaymentSupportType;
}

const titles: Record<PaymentSupportType, string> = { PAYMENT_SUPPORT: PAYMENTS_TEXT.proofTitle, RUT: PAYMENTS_TEXT.rutTitle };

/** The file itself: a PDF in the browser's viewer, an image with antd's zoomable preview. */
export function StoredFileView({ file }: { file: PaymentSupportFile }) {
  const kind = fileKindOf(file.fileName);
  const pdf = useMemo(() => (kind === 'pdf' ? viewerUrl(file.fileName, file.base64) : null), [kind, file]);
  useEffect(() => () => pdf?.release(), [pdf]);

  if (pdf) {
    return (
      <iframe
        title={file.fileName}
        src={pdf.url}
        data-testid="proof-pdf"
        style={{ width: '100%', height: '70vh', border: 0, borderRadius: 4 }}
      />
    );
  }
  if (kind === 'image') {
    return (
      <Flex justify="center" data-testid="proof-image">
        <Image src={dataUrl(file.fileName, file.base64)} alt={file.fileName} style={{ maxHeight: '70vh', objectFit: 'contain' }} />
      </Flex>
    );
  }
  return <Typography.Paragraph>{PAYMENTS_TEXT.noPreview}</Typography.Paragraph>;
}

/**
 * Reads the proof or RUT of a cash order and shows it in a dialog. A failed read (or an answer without a file)
 * shows the message of backoffice-catalogue.md §8 and closes.
 */
export function PaymentProofViewer(props: { request: ProofRequest | null; onClose: () => void }) {
  const { client } = useBackoffice();
  const { request, onClose } = props;
  const close = useRef(onClose);
  close.current = onClose;
  const proof = useRemote(
    [client, request],
    async (signal): Promise<PaymentSupportFile | null> => {
      if (request === null) return null;
      // A failed read, or an answer without a file, tells so and closes (unless another request came meanwhile).
      const fail = (error: unknown) => {
        if (signal.aborted) return null;
        notifyDownloadFailure(error);
        close.current();
        return null;
      };
      try {
        const stored = await getPaymentSupport(client, request.referenceUuid, request.supportType);
        return stored?.base64 ? { ...stored, base64: stored.base64 } : fail(null);
      } catch (error) {
        return fail(error);
      }
    },
    { enabled: request !== null },
  );
  const file = request === null || proof.loading ? null : (proof.data ?? null);

  return (
    <Modal
      open={request !== null}
      title={request ? `${titles[request.supportType]} - ${request.paymentReference}` : undefined}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={[
        file ? (
          <Button key="download" icon={<DownloadOutlined />} href={dataUrl(file.fileName, file.base64)} download={file.fileName}>
            {PAYMENTS_TEXT.download}
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          {PAYMENTS_TEXT.accept}
        </Button>,
      ]}
    >
      {file ? (
        <>
          <Typography.Text type="secondary">{file.fileName}</Typography.Text>
          <div style={{ marginTop: 12 }}>
            <StoredFileView file={file} />
          </div>
        </>
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin tip={PAYMENTS_TEXT.loadingFile}>
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </Flex>
      )}
    </Modal>
  );
}
