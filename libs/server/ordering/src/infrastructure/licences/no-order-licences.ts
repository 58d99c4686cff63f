import { Injectable } from '@nestjs/common';
import type { IssuedLicence, OrderLicences } from '../../application/ports/order-licences.port';

/**
 * Until the licensing context exists (issue 6) no order has licences: the timeline shows none rather than
 * invented ones. Replace the ORDER_LICENCES binding of ordering.module.ts with an adapter asking licensing.
 */
@Injectable()
export class NoOrderLicences implements OrderLicences {
  async issuedFor(): Promise<IssuedLicence[]> {
    return [];
  }
}
