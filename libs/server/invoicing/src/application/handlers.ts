import { RegisterNumberingResolutionHandler } from './commands/register-numbering-resolution/register-numbering-resolution.handler';
import { RetryElectronicDocumentHandler } from './commands/retry-electronic-document/retry-electronic-document.handler';
import { IssueCreditNoteOnOrderCancelled } from './event-handlers/issue-credit-note-on-order-cancelled/issue-credit-note-on-order-cancelled.handler';
import { IssueCreditNoteOnPaymentReversed } from './event-handlers/issue-documents-on-payment-events/issue-credit-note-on-payment-reversed.handler';
import { IssueInvoiceOnPaymentApproved } from './event-handlers/issue-documents-on-payment-events/issue-invoice-on-payment-approved.handler';
import { KeepSaleOnOrderRegistered } from './event-handlers/keep-sale-on-order-registered/keep-sale-on-order-registered.handler';
import { ListElectronicDocumentsHandler } from './queries/list-electronic-documents/list-electronic-documents.handler';
import { ListNumberingResolutionsHandler } from './queries/list-numbering-resolutions/list-numbering-resolutions.handler';

/** The command, query and event handlers of the invoicing context, registered by its module. */
export const INVOICING_HANDLERS = [
  KeepSaleOnOrderRegistered,
  IssueInvoiceOnPaymentApproved,
  IssueCreditNoteOnPaymentReversed,
  IssueCreditNoteOnOrderCancelled,
  RegisterNumberingResolutionHandler,
  RetryElectronicDocumentHandler,
  ListElectronicDocumentsHandler,
  ListNumberingResolutionsHandler,
];
