import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainErrorField } from '@lic/server-kernel';
import { GetCustomerByIdQuery } from '@lic/server-customers';
import { CatalogueMessage } from '../../domain/catalogue.messages';
import { Channel } from '../../domain/channel.entity';
import type { Package, PackageLinks } from '../../domain/package.entity';
import { Service } from '../../domain/service.entity';

export interface RequestedLinks {
  serviceIds: number[];
  channelIds: number[];
  customerIds: string[];
}

/**
 * Turns the ids of the save payload into the package's links. Services and channels must exist and be
 * active (one that the package already has may stay even if inactivated since); companies must exist
 * in the customers context. Returns the links or the fields that refer to nothing usable.
 */
@Injectable()
export class PackageLinksResolver {
  constructor(private readonly queryBus: QueryBus) {}

  async resolve(
    em: EntityManager,
    requested: RequestedLinks,
    current: Package | null,
  ): Promise<{ links: PackageLinks; errors: DomainErrorField[] }> {
    const errors: DomainErrorField[] = [];
    const services = await em.find(Service, { id: { $in: requested.serviceIds } });
    const currentServices = new Set(current?.services.getItems().map((s) => s.id) ?? []);
    if (!allUsable(requested.serviceIds, services, currentServices)) {
      errors.push({ field: 'PackageServiceIdList', message: CatalogueMessage.packageServiceUnavailable });
    }
    const channels = await em.find(Channel, { id: { $in: requested.channelIds } });
    const currentChannels = new Set(current?.channels.getItems().map((c) => c.id) ?? []);
    if (
      !allUsable(
        requested.channelIds,
        channels.map((c) => ({ id: c.id, active: c.idstate === 0 })),
        currentChannels,
      )
    ) {
      errors.push({ field: 'PackageChannelIdList', message: CatalogueMessage.packageChannelUnavailable });
    }
    const customers = await Promise.all(requested.customerIds.map((id) => this.queryBus.execute(new GetCustomerByIdQuery(id))));
    if (customers.some((customer) => customer === null)) {
      errors.push({ field: 'CustomerIdList', message: CatalogueMessage.packageCustomerNotFound });
    }
    return { links: { services, channels, customerIds: requested.customerIds }, errors };
  }
}

function allUsable(ids: number[], found: { id: number; active: boolean }[], alreadyLinked: Set<number>): boolean {
  return ids.every((id) => {
    const record = found.find((candidate) => candidate.id === id);
    return record !== undefined && (record.active || alreadyLinked.has(id));
  });
}
