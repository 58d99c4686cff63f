import { REPORT_TITLES, type ReportType } from '@lic/shared-api-types';
import { reportRangeProblem } from '@lic/shared-rules';
import { REPORT_DOCUMENT_TYPES } from './reports.messages';

/** The report view's query parameters (backoffice-licensing.md §2.7). */
export interface ReportQuery {
  reportType: ReportType;
  documentType: number | null;
  documentNumber: string | null;
  /** KibanaConsumptionReport: the service feature code. */
  claimCreate: string | null;
  /** KibanaConsumptionReport: the service name. */
  claimDelete: string | null;
  /** "Soporte por Cliente": the customer's document is asked first. */
  askCustomer: boolean;
  /** YYYY-MM-DD, both included; the last 90 days when neither is given. */
  from: string | null;
  to: string | null;
  /** Why from/to cannot be used (swapped, not dates, over 90 days), in Spanish; the report is not asked for then. */
  rangeProblem: string | null;
}

const text = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

/** The document type of the address: its id (4) or its code (NIT), as the token's customer_type carries it. */
function documentTypeOf(value: string | null): number {
  const typed = value?.trim() ?? '';
  const byCode = REPORT_DOCUMENT_TYPES.find((type) => type.label === typed.toUpperCase());
  return byCode ? byCode.value : Number(typed);
}

/** The query of the page, or null when its reportType is not a report. */
export function readReportQuery(params: URLSearchParams): ReportQuery | null {
  const reportType = params.get('reportType');
  if (reportType === null || !(reportType in REPORT_TITLES)) return null;
  const documentType = documentTypeOf(params.get('documentType'));
  const documentNumber = text(params.get('documentNumber'));
  const withDocument = Number.isInteger(documentType) && documentType > 0 && documentNumber !== null;
  return {
    reportType: reportType as ReportType,
    documentType: withDocument ? documentType : null,
    documentNumber: withDocument ? documentNumber : null,
    claimCreate: text(params.get('claimCreate')),
    claimDelete: text(params.get('claimDelete')),
    askCustomer: params.get('askCustomer') === 'true',
    from: text(params.get('from')),
    to: text(params.get('to')),
    rangeProblem: reportRangeProblem(text(params.get('from')), text(params.get('to'))),
  };
}

/** What the page still needs before the report can load. */
export function missingInput(query: ReportQuery): 'customer' | 'feature' | null {
  if (query.reportType === 'KibanaConsumptionReport') return query.claimCreate && query.claimDelete ? null : 'feature';
  return query.askCustomer && query.documentNumber === null ? 'customer' : null;
}

/** The query string of the API calls (GET license/api/reports/consumption and …/export). */
export function reportApiQuery(query: ReportQuery): string {
  const params = new URLSearchParams({ reportType: query.reportType });
  if (query.documentType !== null && query.documentNumber !== null) {
    params.set('documentType', String(query.documentType));
    params.set('documentNumber', query.documentNumber);
  }
  if (query.reportType === 'KibanaConsumptionReport') {
    if (query.claimCreate) params.set('claimCreate', query.claimCreate);
    if (query.claimDelete) params.set('claimDelete', query.claimDelete);
  }
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}
