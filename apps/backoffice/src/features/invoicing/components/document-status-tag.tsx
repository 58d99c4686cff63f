import { Tag } from 'antd';
import type { ElectronicDocumentStatus } from '@lic/shared-api-types';
import { INVOICING_TEXT } from '../invoicing.messages';

const colours: Record<ElectronicDocumentStatus, string> = {
  EN_ESPERA: 'gold',
  GENERADA: 'blue',
  ENVIADA: 'processing',
  ACEPTADA: 'green',
  RECHAZADA: 'red',
};

export function DocumentStatusTag({ status }: { status: ElectronicDocumentStatus }) {
  return (
    <Tag color={colours[status]} data-testid="document-status">
      {INVOICING_TEXT.statuses[status]}
    </Tag>
  );
}
