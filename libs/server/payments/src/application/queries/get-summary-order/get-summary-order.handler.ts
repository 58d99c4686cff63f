import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SummaryOrder } from '@lic/shared-api-types';
import { CashOrderNotFoundError } from '../../../domain/cash/cash-payment.errors';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { PurchaseSummary } from '../../../domain/cash/purchase-summary.entity';
import { summaryOrderOf, type WithholdingRates } from '../../../domain/cash/summary-order';
import { WITHHOLDING_RATES } from '../../../infrastructure/config/withholding.config';
import { GetSummaryOrderQuery } from './get-summary-order.query';

@QueryHandler(GetSummaryOrderQuery)
export class GetSummaryOrderHandler implements IQueryHandler<GetSummaryOrderQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(WITHHOLDING_RATES) private readonly rates: WithholdingRates,
  ) {}

  async execute({ referenceUuid, appName }: GetSummaryOrderQuery): Promise<SummaryOrder> {
    const em = this.em.fork();
    const summary = await em.findOne(PurchaseSummary, { referenceUuid });
    if (!summary || summary.lines.length === 0 || (appName !== null && summary.appName !== appName.toLowerCase())) {
      throw new CashOrderNotFoundError();
    }
    const files = await em.find(PaymentSupport, { referenceUuid }, { fields: ['supportType', 'fileName'] });
    const nameOf = (type: string) => files.find((file) => file.supportType === type)?.fileName ?? null;
    return summaryOrderOf(summary, { paymentSupport: nameOf('PAYMENT_SUPPORT'), rut: nameOf('RUT') }, this.rates);
  }
}
