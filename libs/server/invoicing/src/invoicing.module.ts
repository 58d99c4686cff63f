import { Module } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { PurchaseOrderCancelledEvent, PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { PaymentApprovedEvent, PaymentReversedEvent } from '@lic/server-payments-api';
import { DocumentAccess } from './application/document-access';
import { DocumentIssuer } from './application/document-issuer';
import { INVOICING_HANDLERS } from './application/handlers';
import { INVOICING_PORT } from './application/ports/invoicing.port';
import { DianInvoicingAdapter } from './infrastructure/adapters/dian-invoicing.adapter';
import { LocalInvoicingAdapter } from './infrastructure/adapters/local-invoicing.adapter';
import { INVOICING_CONFIG, loadInvoicingConfig, type InvoicingConfig } from './infrastructure/invoicing.config';
import { PollDianAnswersJob } from './infrastructure/jobs/poll-dian-answers.job';
import { ResealTechnicalKeysJob } from './infrastructure/jobs/reseal-technical-keys.job';
import { WarnNumberingResolutionsJob } from './infrastructure/jobs/warn-numbering-resolutions.job';
import { InvoicesController } from './interface/invoices.controller';

// The events invoicing subscribes to (registered by their owners too), so the outbox revives them here.
integrationEvents.register(PurchaseOrderRegisteredEvent, PaymentApprovedEvent, PaymentReversedEvent, PurchaseOrderCancelledEvent);

/**
 * Electronic invoicing (decisions 0049–0051; docs/api/invoicing.md): a DIAN invoice for every paid order and
 * a credit note for every reversal, through the InvoicingPort selected by INVOICING_PROVIDER.
 */
@Module({
  controllers: [InvoicesController],
  providers: [
    ...INVOICING_HANDLERS,
    { provide: INVOICING_CONFIG, useFactory: () => loadInvoicingConfig() },
    LocalInvoicingAdapter,
    {
      provide: INVOICING_PORT,
      inject: [INVOICING_CONFIG, LocalInvoicingAdapter],
      useFactory: (config: InvoicingConfig, local: LocalInvoicingAdapter) =>
        config.provider === 'dian' ? new DianInvoicingAdapter(config) : local,
    },
    DocumentIssuer,
    DocumentAccess,
    // Scheduled jobs (decision 0067).
    WarnNumberingResolutionsJob,
    ResealTechnicalKeysJob,
    PollDianAnswersJob,
  ],
})
export class InvoicingModule {}
