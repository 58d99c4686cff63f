import { Inject, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForbiddenError, isStaff } from '@lic/server-kernel';
import { ErrorCode, GenericMessage, Privilege, type PaymentSupportFile } from '@lic/shared-api-types';
import { CashOrderNotFoundError, NotOwnOrderError, PaymentSupportNotFoundError } from '../../../domain/cash/cash-payment.errors';
import { CashPaymentMessage } from '../../../domain/cash/cash-payment.messages';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { PurchaseSummary } from '../../../domain/cash/purchase-summary.entity';
import { PAYMENT_FILE_STORAGE, type PaymentFileStorage } from '../../ports/payment-file-storage.port';
import { tokenCustomerOf } from '../../support/order-viewer';
import { GetPaymentSupportQuery } from './get-payment-support.query';

@QueryHandler(GetPaymentSupportQuery)
export class GetPaymentSupportHandler implements IQueryHandler<GetPaymentSupportQuery> {
  private readonly logger = new Logger('CashPayments');

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_FILE_STORAGE) private readonly storage: PaymentFileStorage,
  ) {}

  async execute({ referenceUuid, supportType, viewer }: GetPaymentSupportQuery): Promise<PaymentSupportFile> {
    if (viewer && isStaff(viewer) && !viewer.privileges.includes(Privilege.PAYMENTS)) {
      throw new ForbiddenError(ErrorCode.FORBIDDEN, GenericMessage.FORBIDDEN);
    }
    const em = this.em.fork();
    const summary = await em.findOne(PurchaseSummary, { referenceUuid });
    if (!summary) throw new CashOrderNotFoundError();
    const customer = viewer && !isStaff(viewer) ? tokenCustomerOf(viewer) : null;
    if (customer && !summary.names(customer)) throw new NotOwnOrderError();

    const missing = supportType === 'RUT' ? CashPaymentMessage.rutMissing : CashPaymentMessage.supportMissing;
    const support = await em.findOne(PaymentSupport, { referenceUuid, supportType });
    if (!support) throw new PaymentSupportNotFoundError(missing);
    const file = await this.storage.read(support.storageKey);
    if (!file) {
      this.logger.error({ order: referenceUuid, supportType, key: support.storageKey }, 'payment support file missing from the storage');
      throw new PaymentSupportNotFoundError(missing);
    }
    return { fileName: support.fileName, base64: file.content.toString('base64'), pathFile: null };
  }
}
