/** A balance reached 85 % used for the first time (design.md §2): the customer is told by e-mail. */
export class BalanceLowEvent {
  static readonly eventName = 'licensing.BalanceLow';

  constructor(
    readonly balanceId: string,
    readonly planId: string,
    readonly documentType: number,
    readonly documentNumber: string,
    readonly serviceName: string,
    readonly featureCode: string,
    readonly featureName: string,
    readonly total: number,
    readonly used: number,
    readonly occurredOn: Date,
  ) {}
}
