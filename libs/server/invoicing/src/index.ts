import type { MigrationObject } from '@mikro-orm/core';
import { ElectronicDocument } from './domain/electronic-document.entity';
import { InvoicedSaleRecord } from './domain/invoiced-sale.entity';
import { NumberingResolution } from './domain/numbering-resolution.entity';
import { DocumentCounter, SigningCredential } from './domain/signing-credential.entity';
import { Migration20261129010000InvoicingSchema } from './infrastructure/migrations/Migration20261129010000InvoicingSchema';

export { InvoicingModule } from './invoicing.module';
export { loadInvoicingConfig } from './infrastructure/invoicing.config';

export const invoicingEntities = [InvoicedSaleRecord, NumberingResolution, ElectronicDocument, DocumentCounter, SigningCredential];

export const invoicingMigrations: MigrationObject[] = [
  // Electronic invoices and credit notes (decisions 0049–0051).
  { name: 'Migration20261129010000InvoicingSchema', class: Migration20261129010000InvoicingSchema },
];
