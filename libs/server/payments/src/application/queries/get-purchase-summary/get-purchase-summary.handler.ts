import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PaymentSupportType, SummaryOrder } from '@lic/shared-api-types';
import { CashOrderNotFoundError } from '../../../domain/cash/cash-payment.errors';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { PurchaseSummary } from '../../../domain/cash/purchase-summary.entity';
import { summaryOrderOf, type WithholdingRates } from '../../../domain/cash/summary-order';
import { WITHHOLDING_RATES } from '../../../infrastructure/config/withholding.config';
import { PaymentSupportLinkSigner } from '../../../infrastructure/support-links/payment-support-link-signer';
import { GetPurchaseSummaryQuery } from './get-purchase-summary.query';

@QueryHandler(GetPurchaseSummaryQuery)
export class GetPurchaseSummaryHandler implements IQueryHandler<GetPurchaseSummaryQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(WITHHOLDING_RATES) private readonly rates: WithholdingRates,
    private readonly links: PaymentSupportLinkSigner,
  ) {}

  async execute({ referenceUuid, appName }: GetPurchaseSummaryQuery): Promise<SummaryOrder> {
    const em = this.em.fork();
    const summary = await em.findOne(PurchaseSummary, { referenceUuid });
    if (!summary || summary.lines.length === 0 || (appName !== null && summary.appName !== appName.toLowerCase())) {
      throw new CashOrderNotFoundError();
    }
    const files = await em.find(PaymentSupport, { referenceUuid }, { fields: ['supportType', 'fileName'] });
    const nameOf = (type: string) => files.find((file) => file.supportType === type)?.fileName ?? null;
    // The page opens a stored file with these links (decision 0013): the reference alone does not.
    const linkOf = (type: PaymentSupportType) => (nameOf(type) === null ? null : this.links.linkFor(referenceUuid, type));
    return {
      ...summaryOrderOf(summary, { paymentSupport: nameOf('PAYMENT_SUPPORT'), rut: nameOf('RUT') }, this.rates),
      urlPaymentSupport: linkOf('PAYMENT_SUPPORT'),
      urlPaymentRUT: linkOf('RUT'),
    };
  }
}
