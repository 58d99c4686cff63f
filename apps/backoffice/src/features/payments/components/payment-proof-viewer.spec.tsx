import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { failure, ok, type RouteAnswer } from '../../../testing/route-fetch';
import { renderCataloguePage } from '../../../testing/render-catalogue-page';
import { PDF_BASE64, PNG_BASE64 } from '../testing/payments-fixtures';
import { PaymentProofViewer, type ProofRequest } from './payment-proof-viewer';

jest.setTimeout(30_000);

const SUPPORT = 'GET /license/api/purchaseorderlicense/getpaymentsupport';
const proof: ProofRequest = { referenceUuid: 'ref-uuid-1', paymentReference: 'LIC-2026-000001', supportType: 'PAYMENT_SUPPORT' };

function renderViewer(answer: RouteAnswer, request: ProofRequest = proof) {
  const onClose = jest.fn();
  const view = renderCataloguePage(<PaymentProofViewer request={request} onClose={onClose} />, {
    role: 'LICFINANCIERO',
    routes: { [SUPPORT]: answer },
  });
  return { ...view, onClose };
}

describe('PaymentProofViewer', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('asks for the proof by ReferenceUuid and SupportType and shows a PDF in the browser viewer', async () => {
    const { calls } = renderViewer(ok({ resultUploadSupport: { fileName: 'consignacion.pdf', base64: PDF_BASE64, pathFile: null } }));

    const frame = await screen.findByTitle('consignacion.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`data:application/pdf;base64,${PDF_BASE64}`);
    expect(screen.getByText('Comprobante de pago - LIC-2026-000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Descargar/ })).toHaveAttribute('download', 'consignacion.pdf');
    expect(calls[0].headers).toMatchObject({ ReferenceUuid: 'ref-uuid-1', SupportType: 'PAYMENT_SUPPORT' });
  });

  it('shows an image (the RUT here) with the zoomable image preview', async () => {
    renderViewer(ok({ resultUploadSupport: { fileName: 'rut.png', base64: PNG_BASE64 } }), { ...proof, supportType: 'RUT' });

    const image = await screen.findByRole('img', { name: 'rut.png' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
    expect(image.closest('.ant-image')).not.toBeNull();
    expect(screen.getByText('RUT - LIC-2026-000001')).toBeInTheDocument();
    expect(screen.queryByTestId('proof-pdf')).toBeNull();
  });

  it('knows a jpg by its extension, whatever its case', async () => {
    renderViewer(ok({ resultUploadSupport: { fileName: 'foto.JPG', base64: PNG_BASE64 } }));
    expect(await screen.findByRole('img', { name: 'foto.JPG' })).toHaveAttribute('src', `data:image/jpeg;base64,${PNG_BASE64}`);
  });

  it('shows the server message when the file cannot be read, and closes', async () => {
    const { onClose } = renderViewer(failure(404, 'La orden no tiene comprobante de pago.'));
    const notice = await screen.findByText('La orden no tiene comprobante de pago.');
    expect(notice.closest('.ant-notification-notice-error')).not.toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the default download message when the server says nothing or sends no file', async () => {
    const { onClose } = renderViewer(ok({ resultUploadSupport: null }));
    expect(await screen.findByText('Se ha presentado un error al intentar descargar el archivo.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
