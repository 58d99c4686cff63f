import { Query } from '@nestjs/cqrs';
import type { ElectronicDocumentKind, ElectronicDocumentStatus, ElectronicDocumentView } from '@lic/shared-api-types';

export interface ElectronicDocumentFilters {
  referenceUuid?: string;
  kind?: ElectronicDocumentKind;
  status?: ElectronicDocumentStatus;
  /** Number or order reference, partial. */
  search?: string;
  /** Issue dates (Colombia), inclusive. */
  from?: string;
  to?: string;
  /** Only the orders this customer paid for or holds the licences of ("Mis planes adquiridos"). */
  owner?: { documentTypeId: number | null; documentNumber: string };
}

/** The invoices and credit notes that match, newest first (the order's own, or the finance list). */
export class ListElectronicDocumentsQuery extends Query<ElectronicDocumentView[]> {
  constructor(readonly filters: ElectronicDocumentFilters) {
    super();
  }
}
