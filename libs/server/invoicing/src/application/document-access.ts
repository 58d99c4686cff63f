import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isStaff, isTokenCustomer, tokenCustomerOf, type AuthenticatedUser } from '@lic/server-kernel';
import { Privilege } from '@lic/shared-api-types';
import { InvoicedSaleRecord } from '../domain/invoiced-sale.entity';
import { accessRequired, notYourOrder } from '../domain/invoicing.errors';

/**
 * Who reads an order's invoices and credit notes: staff with the payments privilege, and the signed-in
 * customer the order names (payer or licence holder). Anyone else gets 403, the same answer whether or
 * not the order exists.
 */
@Injectable()
export class DocumentAccess {
  constructor(private readonly em: EntityManager) {}

  isFinanceStaff(user: AuthenticatedUser): boolean {
    return isStaff(user) && user.privileges.includes(Privilege.PAYMENTS);
  }

  /** The signed-in customer's document (payer or holder), or null for staff and tokens without one. */
  customerOf(user: AuthenticatedUser): { documentTypeId: number | null; documentNumber: string } | null {
    return isStaff(user) ? null : tokenCustomerOf(user);
  }

  async assertCanRead(user: AuthenticatedUser | undefined, referenceUuid: string): Promise<void> {
    if (!user) throw accessRequired();
    if (this.isFinanceStaff(user)) return;
    const customer = isStaff(user) ? null : tokenCustomerOf(user);
    if (!customer) throw notYourOrder();
    const sale = await this.em.fork().findOne(InvoicedSaleRecord, { referenceUuid }, { fields: ['owners'] });
    if (!sale || !sale.owners.some((owner) => isTokenCustomer(customer, owner))) throw notYourOrder();
  }
}
