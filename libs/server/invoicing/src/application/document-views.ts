import type { ElectronicDocumentView, NumberingResolutionView } from '@lic/shared-api-types';
import type { ElectronicDocument } from '../domain/electronic-document.entity';
import { usageOf, type NumberingResolution } from '../domain/numbering-resolution.entity';

export const INVOICES_PATH = '/license/api/invoices';

export function documentView(document: ElectronicDocument, creditedNumber: string | null = null): ElectronicDocumentView {
  const built = Boolean(document.documentKey);
  return {
    id: document.id,
    kind: document.kind,
    number: document.number ?? null,
    cufe: document.documentKey ?? null,
    issuedAt: document.issuedAt ? document.issuedAt.toISOString() : null,
    status: document.status,
    total: Number(document.total),
    taxTotal: Number(document.taxTotal),
    referenceUuid: document.referenceUuid,
    paymentReference: document.paymentReference,
    appName: document.appName,
    reasons: document.reasons ?? [],
    lastError: document.lastError ?? null,
    creditedNumber,
    reason: document.reason ?? null,
    xmlUrl: built ? `${INVOICES_PATH}/${document.id}/xml` : null,
    pdfUrl: built ? `${INVOICES_PATH}/${document.id}/pdf` : null,
  };
}

export function resolutionView(resolution: NumberingResolution, today: string): NumberingResolutionView {
  const usage = usageOf(resolution, today);
  return {
    id: resolution.id,
    resolutionNumber: resolution.resolutionNumber,
    prefix: resolution.prefix,
    rangeFrom: Number(resolution.rangeFrom),
    rangeTo: Number(resolution.rangeTo),
    validFrom: resolution.validFrom,
    validTo: resolution.validTo,
    nextNumber: Number(resolution.nextNumber),
    used: usage.used,
    size: usage.size,
    daysLeft: usage.daysLeft,
    warnings: usage.warnings,
    createdBy: resolution.createdBy,
    createdOn: resolution.createdOn.toISOString(),
  };
}
