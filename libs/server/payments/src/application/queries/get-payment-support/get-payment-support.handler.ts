import { Inject, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PaymentSupportFile } from '@lic/shared-api-types';
import { FILE_STORAGE, isStaff, type FileStorage } from '@lic/server-kernel';
import { RecordStaffAccessCommand } from '@lic/server-privacy-api';
import { CashOrderNotFoundError, PaymentSupportNotFoundError } from '../../../domain/cash/cash-payment.errors';
import { CashPaymentMessage } from '../../../domain/cash/cash-payment.messages';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { PurchaseSummary } from '../../../domain/cash/purchase-summary.entity';
import { PaymentSupportLinkSigner } from '../../../infrastructure/support-links/payment-support-link-signer';
import { paymentSupportRefusal } from '../../../domain/cash/payment-support-access';
import { GetPaymentSupportQuery } from './get-payment-support.query';

@QueryHandler(GetPaymentSupportQuery)
export class GetPaymentSupportHandler implements IQueryHandler<GetPaymentSupportQuery> {
  private readonly logger = new Logger('CashPayments');

  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly links: PaymentSupportLinkSigner,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ referenceUuid, supportType, viewer, link, ip }: GetPaymentSupportQuery): Promise<PaymentSupportFile> {
    const em = this.em.fork();
    const summary = await em.findOne(PurchaseSummary, { referenceUuid });
    if (!summary) throw new CashOrderNotFoundError();
    const refusal = paymentSupportRefusal(viewer, summary, link ? this.links.check(referenceUuid, supportType, link) : 'none');
    if (refusal) throw refusal;

    const missing = supportType === 'RUT' ? CashPaymentMessage.rutMissing : CashPaymentMessage.supportMissing;
    const support = await em.findOne(PaymentSupport, { referenceUuid, supportType });
    if (!support) throw new PaymentSupportNotFoundError(missing);
    const file = await this.storage.read(support.storageKey);
    if (!file) {
      this.logger.error({ order: referenceUuid, supportType, key: support.storageKey }, 'payment support file missing from the storage');
      throw new PaymentSupportNotFoundError(missing);
    }
    if (viewer && isStaff(viewer)) {
      await this.commandBus.execute(
        new RecordStaffAccessCommand({
          userName: viewer.userName,
          action: supportType === 'RUT' ? 'RUT' : 'COMPROBANTE_PAGO',
          subject: summary.serviceDocumentNumber,
          detail: `Orden ${summary.paymentReference}; pagador ${summary.billingDocumentNumber}; archivo ${support.fileName}`,
          ip,
        }),
      );
    }
    return { fileName: support.fileName, base64: file.content.toString('base64'), pathFile: null };
  }
}
