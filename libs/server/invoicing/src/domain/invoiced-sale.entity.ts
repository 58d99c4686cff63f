import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { InvoicedSale } from './invoiced-sale';

/** The documents of a customer who may read an order's invoices: payer and licence holder. */
export interface SaleOwner {
  documentTypeId: number;
  documentNumber: string;
}

/**
 * Invoicing's copy of a registered order as it was sold (lines, totals, buyer from "Datos de facturación"),
 * kept once when the order is registered: every document of the order is built from it, never from
 * another context's tables.
 */
@Entity({ schema: 'invoicing', tableName: 'invoiced_sale' })
export class InvoicedSaleRecord {
  @PrimaryKey({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 40 })
  paymentReference!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'json' })
  sale!: InvoicedSale;

  @Property({ type: 'json' })
  owners: SaleOwner[] = [];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  registeredOn!: Date;

  static of(sale: InvoicedSale, owners: SaleOwner[], registeredOn: Date): InvoicedSaleRecord {
    const record = new InvoicedSaleRecord();
    record.referenceUuid = sale.referenceUuid;
    record.paymentReference = sale.paymentReference;
    record.appName = sale.appName;
    record.sale = sale;
    record.owners = owners;
    record.registeredOn = registeredOn;
    return record;
  }
}
