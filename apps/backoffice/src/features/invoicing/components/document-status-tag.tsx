import { Tag } from 'antd';
import type { ElectronicDocumentStatus } from '@lic/shared-api-types';
import { INVOICING_TEXT } from '../invoicing.messages';

/** Dark text on antd's light tag backgrounds (WCAG AA), unlike the preset gold and green tags. */
const tones: Record<ElectronicDocumentStatus, { color: string; background: string; borderColor: string }> = {
  EN_ESPERA: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  GENERADA: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  ENVIADA: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  ACEPTADA: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  RECHAZADA: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  ANULADA: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
};

export function DocumentStatusTag({ status }: { status: ElectronicDocumentStatus }) {
  return (
    <Tag style={tones[status]} data-testid="document-status">
      {INVOICING_TEXT.statuses[status]}
    </Tag>
  );
}
