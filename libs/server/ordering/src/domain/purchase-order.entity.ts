import { randomUUID } from 'node:crypto';
import { Collection, DecimalType } from '@mikro-orm/core';
import { Embedded, Entity, Index, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuditedEntity, ConflictError } from '@lic/server-kernel';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { ConsentRecord } from './consent-record';
import { PurchaseOrderCancelledEvent, PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { PurchaseOrderLine, type LinePricing, type OrderedPackage } from './purchase-order-line.entity';
import {
  PurchaseOrderState,
  canTransition,
  initialStateOf,
  registrationCodeOf,
  type PaymentMethod,
  type PurchaseCode,
  type PurchaseOrderKind,
} from './purchase-order-state';

export interface OrderCustomers {
  billingCustomerId: string;
  serviceCustomerId: string;
  /** The blocks as submitted (billing defaults to the service block). */
  billing: PurchaseCustomer;
  service: PurchaseCustomer;
}

export interface PricedOrderLine {
  pkg: OrderedPackage;
  pricing: LinePricing;
}

export interface OrderTotals {
  subTotal: number;
  totalDiscount: number;
  taxIva: number;
  total: number;
}

interface NewOrder {
  submissionId: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  customers: OrderCustomers;
  lines: PricedOrderLine[];
  totals: OrderTotals;
  promotionCode: string | null;
  consent: ConsentRecord;
  userName: string | null;
  now: Date;
}

export interface NewPurchase extends NewOrder {
  paymentMethod: PaymentMethod;
  paymentGateway: string | null;
  additionalInfo: string | null;
  /** The service customer already had an approved or activated order of the service. */
  hadActiveAccount: boolean;
}

export interface NewTrial extends NewOrder {
  activationTokenHash: string;
  activationExpiresOn: Date;
}

export type TrialActivation = 'activated' | 'expired' | 'used';

/**
 * A purchase order (or free trial) of one brand: the packages priced by the server, the billing and
 * service customers, its payment method and state (purchase-order-state.ts), and the consent given.
 * Its id is the referenceUuid the storefront sees; paymentReference is the human reference.
 */
@Entity({ schema: 'ordering', tableName: 'purchase_order' })
@Index({ name: 'purchase_order_service_document_idx', properties: ['serviceDocumentTypeId', 'serviceDocumentNumber', 'serviceName'] })
// The back office's order list (Migration20261122050100OrderingPurchaseOrderSearch).
@Index({ name: 'purchase_order_registered_on_idx', properties: ['registeredOn', 'paymentReference'] })
@Index({ name: 'purchase_order_service_document_number_idx', properties: ['serviceDocumentNumber'] })
@Index({
  name: 'purchase_order_billing_document_number_idx',
  expression: `create index "purchase_order_billing_document_number_idx" on "ordering"."purchase_order" (("billing_customer" ->> 'documentNumber'))`,
})
export class PurchaseOrder extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 20 })
  @Unique({ name: 'purchase_order_payment_reference_unique' })
  paymentReference!: string;

  /** The client's id of the submission: the same one twice registers one order. */
  @Property({ type: 'uuid' })
  @Unique({ name: 'purchase_order_submission_id_unique' })
  submissionId!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  /** The catalogue service of the brand (e.g. FIRMAYA). */
  @Property({ type: 'string', length: 50 })
  serviceName!: string;

  @Property({ type: 'string', length: 10 })
  kind!: PurchaseOrderKind;

  @Property({ type: 'smallint' })
  state!: PurchaseOrderState;

  /** The code the registration answered (OK15, OK16, WR12), repeated to a replayed submission. */
  @Property({ type: 'string', length: 4 })
  registrationCode!: PurchaseCode;

  @Property({ type: 'string', length: 10 })
  paymentMethod!: PaymentMethod;

  @Property({ type: 'string', length: 20, nullable: true })
  paymentGateway?: string | null;

  @Property({ type: 'uuid' })
  billingCustomerId!: string;

  @Property({ type: 'uuid' })
  serviceCustomerId!: string;

  @Property({ type: 'integer' })
  serviceDocumentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  serviceDocumentNumber!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  billingCustomer!: PurchaseCustomer;

  @Property({ type: 'json', columnType: 'jsonb' })
  serviceCustomer!: PurchaseCustomer;

  @Property({ type: 'string', length: 20, nullable: true })
  promotionCode?: string | null;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  subTotal!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  totalDiscount!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  taxIva!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  total!: number;

  @Property({ type: 'string', length: 100, nullable: true })
  additionalInfo?: string | null;

  /** The signed-in user who registered it; null for a visitor. */
  @Property({ type: 'string', length: 100, nullable: true })
  userName?: string | null;

  /** When the order was registered, by the ordering clock. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  registeredOn!: Date;

  /** When its plans start: activation (8) or approval (6). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  effectiveOn?: Date | null;

  /** sha256 (hex) of the trial's single-use activation token; the token itself is never stored. */
  @Property({ type: 'string', length: 64, nullable: true })
  @Unique({ name: 'purchase_order_activation_token_hash_unique' })
  activationTokenHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  activationExpiresOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  activationUsedOn?: Date | null;

  /** Staff cancelled the paid order ("Anular orden", decision 0066): when, who and why. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledOn?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true })
  cancelledBy?: string | null;

  @Property({ type: 'string', length: 250, nullable: true })
  cancellationReason?: string | null;

  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent!: ConsentRecord;

  @OneToMany(() => PurchaseOrderLine, (line) => line.order, { orphanRemoval: true, orderBy: { lineNumber: 'asc' } })
  lines = new Collection<PurchaseOrderLine>(this);

  /** A purchase of the purchase form: SIN_PAGO is activated at once, EN_LINEA and EFECTIVO wait for payment. */
  static registerPurchase(input: NewPurchase): PurchaseOrder {
    const order = PurchaseOrder.base(input, 'PURCHASE');
    order.paymentMethod = input.paymentMethod;
    order.paymentGateway = input.paymentGateway;
    order.additionalInfo = input.additionalInfo;
    order.state = initialStateOf(input.paymentMethod);
    order.registrationCode = registrationCodeOf(order.state, input.hadActiveAccount);
    if (order.state === PurchaseOrderState.ACTIVATED) order.effectiveOn = input.now;
    return order;
  }

  /** A free trial: pending until its activation link is opened. */
  static registerTrial(input: NewTrial): PurchaseOrder {
    const order = PurchaseOrder.base(input, 'TRIAL');
    order.paymentMethod = 'SIN_PAGO';
    order.paymentGateway = null;
    order.additionalInfo = null;
    order.state = PurchaseOrderState.PENDING_ACTIVATION;
    order.registrationCode = registrationCodeOf(order.state, false);
    order.activationTokenHash = input.activationTokenHash;
    order.activationExpiresOn = input.activationExpiresOn;
    return order;
  }

  private static base(input: NewOrder, kind: PurchaseOrderKind): PurchaseOrder {
    const order = new PurchaseOrder();
    order.kind = kind;
    order.submissionId = input.submissionId;
    order.paymentReference = input.paymentReference;
    order.appName = input.appName;
    order.serviceName = input.serviceName;
    order.billingCustomerId = input.customers.billingCustomerId;
    order.serviceCustomerId = input.customers.serviceCustomerId;
    order.billingCustomer = input.customers.billing;
    order.serviceCustomer = input.customers.service;
    order.serviceDocumentTypeId = input.customers.service.documentTypeId;
    order.serviceDocumentNumber = input.customers.service.documentNumber;
    order.promotionCode = input.promotionCode;
    order.subTotal = input.totals.subTotal;
    order.totalDiscount = input.totals.totalDiscount;
    order.taxIva = input.totals.taxIva;
    order.total = input.totals.total;
    order.consent = input.consent;
    order.userName = input.userName;
    order.registeredOn = input.now;
    input.lines.forEach((line, index) => order.lines.add(PurchaseOrderLine.of(order, index + 1, line.pkg, line.pricing)));
    return order;
  }

  /** Opens the trial with its link: only once, only before it expires. */
  activateTrial(now: Date): TrialActivation {
    if (this.state !== PurchaseOrderState.PENDING_ACTIVATION || this.activationUsedOn) return 'used';
    if (!this.activationExpiresOn || now.getTime() >= this.activationExpiresOn.getTime()) return 'expired';
    this.moveTo(PurchaseOrderState.ACTIVATED);
    this.activationUsedOn = now;
    this.effectiveOn = now;
    return 'activated';
  }

  /** A trial whose link can still be opened. */
  isAwaitingActivation(now: Date): boolean {
    return (
      this.state === PurchaseOrderState.PENDING_ACTIVATION &&
      !this.activationUsedOn &&
      !!this.activationExpiresOn &&
      now.getTime() < this.activationExpiresOn.getTime()
    );
  }

  /** The payment arrived (gateway confirmation or approved cash). */
  approve(now: Date): void {
    this.moveTo(PurchaseOrderState.APPROVED);
    this.effectiveOn = now;
  }

  reject(): void {
    this.moveTo(PurchaseOrderState.REJECTED);
  }

  /**
   * Staff cancel the paid order (6 → 11): its licences are suspended and its invoice credited by the
   * subscribers of PurchaseOrderCancelled. Nothing else about the order changes (the refund is outside the product).
   */
  cancel(by: string, reason: string, now: Date): PurchaseOrderCancelledEvent {
    this.moveTo(PurchaseOrderState.CANCELLED);
    this.cancelledOn = now;
    this.cancelledBy = by;
    this.cancellationReason = reason;
    return new PurchaseOrderCancelledEvent({
      referenceUuid: this.id,
      paymentReference: this.paymentReference,
      appName: this.appName,
      total: Number(this.total),
      cancelledAt: now,
      cancelledBy: by,
      reason,
    });
  }

  /** The gateway reversed the approved payment (6 → 10). */
  reverse(): void {
    this.moveTo(PurchaseOrderState.REVERSED);
  }

  private moveTo(next: PurchaseOrderState): void {
    if (!canTransition(this.state, next)) {
      throw new ConflictError(
        'ORDERING.INVALID_TRANSITION',
        `La orden de compra no puede pasar del estado ${this.state} al estado ${next}.`,
      );
    }
    this.state = next;
  }

  registeredEvent(now: Date): PurchaseOrderRegisteredEvent {
    return new PurchaseOrderRegisteredEvent(
      this.id,
      this.paymentReference,
      this.appName,
      this.serviceName,
      this.kind,
      this.paymentMethod,
      this.state,
      this.billingCustomerId,
      this.serviceCustomerId,
      this.promotionCode ?? null,
      Number(this.subTotal),
      Number(this.totalDiscount),
      Number(this.taxIva),
      Number(this.total),
      this.lines.getItems().map((line) => ({
        packageId: line.packageId,
        packageCode: line.packageCode,
        packageName: line.packageName,
        packageTypeCode: line.packageTypeCode,
        validityTypeId: line.validityTypeId,
        validityPeriod: line.validityPeriod,
        quantity: line.quantity,
        base: Number(line.base),
        discount: Number(line.discount),
        newBase: Number(line.newBase),
        taxIva: line.taxIva,
        ivaValue: Number(line.ivaValue),
        total: Number(line.total),
      })),
      now,
    );
  }
}
