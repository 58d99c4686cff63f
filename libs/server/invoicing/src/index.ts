import type { MigrationObject } from '@mikro-orm/core';
import { ElectronicDocument } from './domain/electronic-document.entity';
import { InvoicedSaleRecord } from './domain/invoiced-sale.entity';
import { NumberingResolution } from './domain/numbering-resolution.entity';
import { ResolutionWarning } from './domain/resolution-warning.entity';
import { DocumentCounter, SigningCredential } from './domain/signing-credential.entity';
import { Migration20261129010000InvoicingSchema } from './infrastructure/migrations/Migration20261129010000InvoicingSchema';
import { Migration20261130010100InvoicingResolutionWarnings } from './infrastructure/migrations/Migration20261130010100InvoicingResolutionWarnings';
import { Migration20261130010200InvoicingAnswerPolling } from './infrastructure/migrations/Migration20261130010200InvoicingAnswerPolling';

export { InvoicingModule } from './invoicing.module';
export { loadInvoicingConfig } from './infrastructure/invoicing.config';
export { PollDianAnswersJob } from './infrastructure/jobs/poll-dian-answers.job';
export { ResealTechnicalKeysJob } from './infrastructure/jobs/reseal-technical-keys.job';
export { WarnNumberingResolutionsJob } from './infrastructure/jobs/warn-numbering-resolutions.job';

export const invoicingEntities = [
  InvoicedSaleRecord,
  NumberingResolution,
  ElectronicDocument,
  DocumentCounter,
  SigningCredential,
  ResolutionWarning,
];

export const invoicingMigrations: MigrationObject[] = [
  // Electronic invoices and credit notes (decisions 0049–0051).
  { name: 'Migration20261129010000InvoicingSchema', class: Migration20261129010000InvoicingSchema },
  // Resolution warnings mailed once per threshold (decision 0067).
  { name: 'Migration20261130010100InvoicingResolutionWarnings', class: Migration20261130010100InvoicingResolutionWarnings },
  // DIAN's test-set answers polled (decision 0067).
  { name: 'Migration20261130010200InvoicingAnswerPolling', class: Migration20261130010200InvoicingAnswerPolling },
];
