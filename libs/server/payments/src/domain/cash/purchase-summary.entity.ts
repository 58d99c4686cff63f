import { DecimalType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A line of the order as it was sold (storefront.md §3 Summary order). */
export interface PurchaseSummaryLine {
  packageId: number;
  packageName: string;
  quantity: number;
  /** Unit value before IVA. */
  unitPrice: number;
  /** Offer and promo discount of the line, before IVA. */
  discount: number;
  /** IVA percent. */
  taxIva: number;
  /** unitPrice × quantity (employee items once), before discount and IVA. */
  subTotal: number;
}

/** Who the order names, by document: the payer (billing) and the licence holder (service). */
export interface PurchaseSummaryCustomers {
  billing: { personType: string | null; documentTypeId: number; documentNumber: string; email: string };
  service: { documentTypeId: number; documentNumber: string; email: string; name: string };
}

/**
 * The payments context's copy of a registered order as it was sold, kept from PurchaseOrderRegisteredEvent:
 * the purchase summary page shows it, and it says whose order it is (a signed-in customer reads only the
 * proofs of their own orders) and whom to tell about a cash decision. Never changed after it is kept.
 */
@Entity({ schema: 'payments', tableName: 'purchase_summary' })
@Index({ name: 'purchase_summary_billing_document_idx', properties: ['billingDocumentNumber'] })
@Index({ name: 'purchase_summary_service_document_idx', properties: ['serviceDocumentNumber'] })
export class PurchaseSummary {
  @PrimaryKey({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 20 })
  paymentReference!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 10 })
  paymentMethod!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  lines!: PurchaseSummaryLine[];

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  subTotal!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  totalDiscount!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  taxIva!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  total!: number;

  @Property({ type: 'string', length: 1, nullable: true })
  billingPersonType?: string | null;

  @Property({ type: 'integer' })
  billingDocumentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  billingDocumentNumber!: string;

  @Property({ type: 'string', length: 100 })
  billingEmail!: string;

  @Property({ type: 'integer' })
  serviceDocumentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  serviceDocumentNumber!: string;

  @Property({ type: 'string', length: 100 })
  serviceEmail!: string;

  @Property({ type: 'string', length: 450 })
  serviceName!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  registeredOn!: Date;

  static of(input: {
    referenceUuid: string;
    paymentReference: string;
    appName: string;
    paymentMethod: string;
    lines: PurchaseSummaryLine[];
    subTotal: number;
    totalDiscount: number;
    taxIva: number;
    total: number;
    customers: PurchaseSummaryCustomers;
    registeredOn: Date;
  }): PurchaseSummary {
    const summary = new PurchaseSummary();
    summary.referenceUuid = input.referenceUuid;
    summary.paymentReference = input.paymentReference;
    summary.appName = input.appName;
    summary.paymentMethod = input.paymentMethod;
    summary.lines = input.lines;
    summary.subTotal = input.subTotal;
    summary.totalDiscount = input.totalDiscount;
    summary.taxIva = input.taxIva;
    summary.total = input.total;
    const { billing, service } = input.customers;
    summary.billingPersonType = billing.personType;
    summary.billingDocumentTypeId = billing.documentTypeId;
    summary.billingDocumentNumber = billing.documentNumber;
    summary.billingEmail = billing.email;
    summary.serviceDocumentTypeId = service.documentTypeId;
    summary.serviceDocumentNumber = service.documentNumber;
    summary.serviceEmail = service.email;
    summary.serviceName = service.name.slice(0, 450);
    summary.registeredOn = input.registeredOn;
    return summary;
  }

  /** The addresses to tell about the payment: the licence holder's and, when different, the payer's. */
  get recipients(): string[] {
    return [...new Set([this.serviceEmail, this.billingEmail].map((email) => email.trim().toLowerCase()).filter(Boolean))];
  }

  /** The order names this document as its payer or its licence holder. */
  names(document: { documentTypeId: number | null; documentNumber: string }): boolean {
    return [
      { documentTypeId: this.billingDocumentTypeId, documentNumber: this.billingDocumentNumber },
      { documentTypeId: this.serviceDocumentTypeId, documentNumber: this.serviceDocumentNumber },
    ].some(
      (own) =>
        own.documentNumber === document.documentNumber &&
        (document.documentTypeId === null || document.documentTypeId === own.documentTypeId),
    );
  }
}
