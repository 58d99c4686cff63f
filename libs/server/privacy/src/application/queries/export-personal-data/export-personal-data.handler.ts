import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, ListMailsForQuery, type Clock } from '@lic/server-kernel';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import { GetUserByNameIdQuery } from '@lic/server-identity';
import { ListCompanyContractsQuery } from '@lic/server-contracts-api';
import { GetOrderLicencesQuery } from '@lic/server-licensing-api';
import { ListHolderOrdersQuery } from '@lic/server-ordering-api';
import { GetPaymentTimelineQuery } from '@lic/server-payments-api';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { Consent } from '../../../domain/consent.entity';
import { DataRequest } from '../../../domain/data-request.entity';
import { PersonalDataAccess } from '../../../domain/personal-data-access.entity';
import { ExportPersonalDataQuery } from './export-personal-data.query';

@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ holder }: ExportPersonalDataQuery): Promise<PersonalDataExport> {
    const em = this.em.fork();
    const now = this.clock.now();
    const account = await this.queryBus.execute(new GetUserByNameIdQuery(holder.userId));
    const company =
      holder.documentNumber && holder.documentTypeId !== null
        ? await this.queryBus.execute(new GetCustomerByDocumentQuery(holder.documentTypeId, holder.documentNumber))
        : null;
    const orders = holder.documentNumber ? await this.queryBus.execute(new ListHolderOrdersQuery(holder.documentNumber)) : [];
    const detailed = [];
    for (const order of orders) {
      const payment = await this.queryBus.execute(new GetPaymentTimelineQuery(order.referenceUuid));
      const licences = await this.queryBus.execute(new GetOrderLicencesQuery(order.referenceUuid));
      detailed.push({
        paymentReference: order.paymentReference,
        appName: order.appName,
        registeredOn: order.registeredOn,
        state: order.state,
        paymentMethod: order.paymentMethod,
        total: order.total,
        lines: order.lines,
        serviceCustomer: { ...order.serviceCustomer },
        billingCustomer: { ...order.billingCustomer },
        consent: order.consent,
        payment: payment
          ? {
              method: payment.method,
              state: payment.state,
              amount: payment.amount,
              openedOn: payment.openedOn.toISOString(),
              decidedOn: payment.decidedOn?.toISOString() ?? null,
              gateway: payment.gateway,
            }
          : null,
        licences: licences.map((issue) => ({ issuedOn: issue.issuedOn.toISOString(), description: issue.description })),
      });
    }
    const contracts =
      holder.documentNumber && holder.documentTypeId !== null
        ? await this.queryBus.execute(new ListCompanyContractsQuery(holder.documentTypeId, holder.documentNumber))
        : [];
    const or = [{ userName: holder.userName }, ...(holder.documentNumber ? [{ documentNumber: holder.documentNumber }] : [])];
    const consents = await em.find(Consent, { $or: or }, { orderBy: { acceptedAt: 'desc' } });
    const requests = await em.find(DataRequest, { userName: holder.userName }, { orderBy: { receivedAt: 'desc' } });
    const recipients = [account?.email, company?.email].filter((email): email is string => Boolean(email));
    const mails = recipients.length ? await this.queryBus.execute(new ListMailsForQuery({ to: recipients, limit: 200 })) : [];

    em.persist(
      PersonalDataAccess.record({
        accessedAt: now,
        userName: holder.userName,
        actor: 'CLIENTE',
        action: 'EXPORTACION',
        subject: holder.documentNumber ?? holder.userName,
      }),
    );
    await em.flush();

    return {
      generatedOn: now.toISOString(),
      account: account ? { userName: account.userName, name: account.fullName, email: account.email } : null,
      company: company ? { ...company } : null,
      orders: detailed,
      contracts: contracts.map(({ createdOn: _createdOn, ...contract }) => contract),
      consents: consents.map((consent) => consent.toView()),
      dataRequests: requests.map((request) => request.toView(now)),
      mails: mails.map((mail) => ({ subject: mail.subject, to: mail.to, category: mail.category, sentOn: mail.sentOn.toISOString() })),
    };
  }
}
