/**
 * The suspended plans of an order are active again (e.g. a reversed payment was restored): once per
 * reactivation. Licensing publishes it; webhooks tells the app (licence.reactivated).
 * Minimal class: the branch that raises it (wt/licence-tokens) owns its final shape.
 */
export class LicenceReactivatedEvent {
  static readonly eventName = 'licensing.licence-reactivated';

  readonly orderId!: string;
  readonly customerId!: string;
  readonly documentTypeId!: number;
  readonly documentNumber!: string;
  readonly appName?: string;
  readonly serviceName?: string;
  readonly planIds?: number[];
  readonly reactivatedOn!: Date;

  constructor(fields: {
    orderId: string;
    customerId: string;
    documentTypeId: number;
    documentNumber: string;
    appName?: string;
    serviceName?: string;
    planIds?: number[];
    reactivatedOn: Date;
  }) {
    Object.assign(this, fields);
  }
}
