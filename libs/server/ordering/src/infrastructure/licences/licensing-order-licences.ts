import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetOrderLicencesQuery } from '@lic/server-licensing-api';
import type { IssuedLicence, OrderLicences } from '../../application/ports/order-licences.port';

/** The licences of an order as the licensing context issued them (GetOrderLicencesQuery of its published language, @lic/server-licensing-api). */
@Injectable()
export class LicensingOrderLicences implements OrderLicences {
  constructor(private readonly queryBus: QueryBus) {}

  async issuedFor(referenceUuid: string): Promise<IssuedLicence[]> {
    return this.queryBus.execute(new GetOrderLicencesQuery(referenceUuid));
  }
}
