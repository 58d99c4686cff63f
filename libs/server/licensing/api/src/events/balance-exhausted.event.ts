/** A balance was used up (100 %) for the first time (design.md §2): the customer is told by e-mail. */
export class BalanceExhaustedEvent {
  static readonly eventName = 'licensing.BalanceExhausted';

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
