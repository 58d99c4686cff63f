import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadReplicas } from '@lic/server-kernel';
import { offerImageUrl } from '../../../domain/offer-image';
import { RELEVANCES, validityPeriodDescription } from '../../../domain/package-terms';
import { loadPackages } from '../../../infrastructure/package-loading';
import { customerNamesOf, lookUpCustomers } from '../../customer-lookup/customer-lookup';
import { auditOf } from '../../../domain/audit.view';
import { ListPackagesQuery, type PackageRecord } from './list-packages.query';

@QueryHandler(ListPackagesQuery)
export class ListPackagesHandler implements IQueryHandler<ListPackagesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly replicas: ReadReplicas,
  ) {}

  async execute(): Promise<PackageRecord[]> {
    // A back-office list: from a read replica when it has the user's last write (decision 0022).
    const packages = await loadPackages(this.em.fork(), {}, await this.replicas.connectionType());
    const customers = await lookUpCustomers(
      this.queryBus,
      packages.flatMap((p) => p.customers.getItems().map((c) => c.customerId)),
    );
    return packages.map((p) => ({
      id: p.id,
      packageCode: p.packageCode,
      packageName: p.packageName,
      packageDescription: p.packageDescription,
      packageTypeId: p.packageType.id,
      packageType: { id: p.packageType.id, packageTypeCode: p.packageType.packageTypeCode, packageTypeName: p.packageType.packageTypeName },
      packagePrice: p.packagePrice,
      taxIva: p.taxIva,
      priceUnit: p.priceUnit,
      validityPeriod: p.validityPeriod,
      validityTypeId: p.validityTypeId,
      validityPeriodDescription: validityPeriodDescription(p.validityPeriod, p.validityTypeId),
      publicVisibility: p.publicVisibility,
      relevance: p.relevance,
      relevanceName: RELEVANCES.find((r) => r.id === p.relevance)?.name ?? '',
      order: p.order,
      applyOffer: p.applyOffer,
      offerTypeCode: p.offerTypeCode ?? null,
      totalOffer: p.totalOffer,
      offerStartTime: p.offerStartTime?.toISOString() ?? null,
      offerExpirationTime: p.offerExpirationTime?.toISOString() ?? null,
      summaryHtml: p.summaryHtml ?? null,
      idstate: p.idstate,
      ...auditOf(p),
      urlImageOffer: offerImageUrl(p.offerImageKey),
      packageService: p.services
        .getItems()
        .map((s) => ({ serviceId: s.id, serviceName: s.serviceName }))
        .sort((a, b) => a.serviceId - b.serviceId),
      packageChannel: p.channels
        .getItems()
        .map((c) => ({ channelId: c.id, channelType: c.channelType }))
        .sort((a, b) => a.channelId - b.channelId),
      packageCustomer: p.customers
        .getItems()
        .map((c) => ({ customerId: c.customerId, customer: customerNamesOf(customers.get(c.customerId)) }))
        .sort((a, b) => a.customerId.localeCompare(b.customerId)),
    }));
  }
}
