import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetDocumentTypesQuery } from '@lic/server-reference';
import type { CashPurchaseFile, CashPurchaseOrder, PaymentSupportType, RecordsResult } from '@lic/shared-api-types';
import { cashStateOf } from '../../../domain/cash/cash-payment-state';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { Payment } from '../../../domain/payment.entity';
import { PaymentState } from '../../../domain/payment-state';
import { ListCashPaymentsQuery, SEARCH_LIMIT } from './list-cash-payments.query';

/** The text as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@QueryHandler(ListCashPaymentsQuery)
export class ListCashPaymentsHandler implements IQueryHandler<ListCashPaymentsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filter }: ListCashPaymentsQuery): Promise<Required<RecordsResult<CashPurchaseOrder>>> {
    const em = this.em.fork();
    const where: FilterQuery<Payment> = { method: 'EFECTIVO', state: filter.state };
    if ('search' in filter) {
      const like = containing(filter.search);
      where.$or = [
        { paymentReference: { $ilike: like } },
        { customerDocumentNumber: { $ilike: like } },
        { customerName: { $ilike: like } },
      ];
    }
    const orderBy: QueryOrderMap<Payment> =
      filter.state === PaymentState.PENDING ? { orderRegisteredOn: 'asc', id: 'asc' } : { decidedOn: 'desc', id: 'asc' };
    const page = 'search' in filter ? { offset: 0, limit: SEARCH_LIMIT } : { offset: filter.offset, limit: filter.limit };
    const [payments, count] = await em.findAndCount(Payment, where, { orderBy, ...page });
    if (payments.length === 0) return { records: [], count };

    const supports = await em.find(
      PaymentSupport,
      { referenceUuid: { $in: payments.map((payment) => payment.referenceUuid) } },
      { fields: ['referenceUuid', 'supportType', 'fileName', 'uploadedOn'] },
    );
    const fileOf = (referenceUuid: string, supportType: PaymentSupportType): CashPurchaseFile | null => {
      const found = supports.find((support) => support.referenceUuid === referenceUuid && support.supportType === supportType);
      return found ? { fileName: found.fileName, uploadedOn: found.uploadedOn.toISOString() } : null;
    };
    const documentTypes = await this.queryBus.execute(new GetDocumentTypesQuery());
    const codeOf = new Map(documentTypes.map((type) => [type.id, type.code]));

    return {
      records: payments.map((payment) => ({
        id: payment.referenceUuid,
        referenceUuid: payment.referenceUuid,
        paymentReference: payment.paymentReference,
        appName: payment.appName,
        state: cashStateOf(payment.state),
        purchaseDate: payment.orderRegisteredOn.toISOString(),
        totalPurchase: Number(payment.amount),
        customer: {
          legalName: payment.customerName,
          documentNumber: payment.customerDocumentNumber,
          documentTypeLicense: { documentTypeCode: codeOf.get(payment.customerDocumentTypeId) ?? String(payment.customerDocumentTypeId) },
        },
        paymentSupport: fileOf(payment.referenceUuid, 'PAYMENT_SUPPORT'),
        rut: fileOf(payment.referenceUuid, 'RUT'),
        rejectTypeId: payment.rejectTypeId ?? null,
        rejectTypeDescription: payment.state === PaymentState.REJECTED ? (payment.rejectReason ?? null) : null,
      })),
      count,
    };
  }
}
