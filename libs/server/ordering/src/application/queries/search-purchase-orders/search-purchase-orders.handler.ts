import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { PURCHASE_ORDER_STATE_NAMES } from '../../../domain/purchase-order-admin.messages';
import type { PaymentMethod, PurchaseOrderState } from '../../../domain/purchase-order-state';
import { customerNameOf } from '../../purchase-order-admin-views/purchase-order-admin-views';
import { SearchPurchaseOrdersQuery, type PurchaseOrderPage, type PurchaseOrderSearch } from './search-purchase-orders.query';

interface OrderRow {
  id: string;
  payment_reference: string;
  app_name: string;
  state: number;
  payment_method: string;
  billing_customer: PurchaseCustomer;
  total: string;
  registered_on: Date | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The text as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of the filters and its parameters. */
function whereOf(search: PurchaseOrderSearch): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (search.state !== undefined) {
    conditions.push('o.state = ?');
    params.push(search.state);
  }
  if (search.paymentMethod) {
    conditions.push('o.payment_method = ?');
    params.push(search.paymentMethod);
  }
  if (search.appName) {
    conditions.push('o.app_name = ?');
    params.push(search.appName);
  }
  if (search.from) {
    conditions.push('o.registered_on >= ?');
    params.push(search.from);
  }
  if (search.before) {
    conditions.push('o.registered_on < ?');
    params.push(search.before);
  }
  if (search.documentNumber) {
    // Both sides are indexed (Migration20261122050100OrderingPurchaseOrderSearch).
    conditions.push(`(o.service_document_number = ? or (o.billing_customer->>'documentNumber') = ?)`);
    params.push(search.documentNumber, search.documentNumber);
  }
  if (search.reference) {
    if (UUID.test(search.reference)) {
      conditions.push('(o.id = ? or o.payment_reference ilike ?)');
      params.push(search.reference.toLowerCase(), containing(search.reference));
    } else {
      conditions.push('o.payment_reference ilike ?');
      params.push(containing(search.reference));
    }
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/**
 * Reads ordering.purchase_order straight into rows (no aggregates): newest first by registeredOn, then
 * payment reference (index purchase_order_registered_on_idx), with the count of every match.
 */
@QueryHandler(SearchPurchaseOrdersQuery)
export class SearchPurchaseOrdersHandler implements IQueryHandler<SearchPurchaseOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ search }: SearchPurchaseOrdersQuery): Promise<PurchaseOrderPage> {
    const connection = this.em.getConnection();
    const where = whereOf(search);
    const [{ count }] = await connection.execute<{ count: string }[]>(
      `select count(*) as count from "ordering"."purchase_order" o ${where.sql}`,
      where.params,
    );
    if (Number(count) === 0 || search.skip >= Number(count)) return { records: [], count: Number(count) };
    const rows = await connection.execute<OrderRow[]>(
      `select o.id, o.payment_reference, o.app_name, o.state, o.payment_method, o.billing_customer, o.total, o.registered_on
         from "ordering"."purchase_order" o ${where.sql}
        order by o.registered_on desc, o.payment_reference desc
        limit ? offset ?`,
      [...where.params, search.take, search.skip],
    );
    return {
      records: rows.map((row) => ({
        referenceUuid: row.id,
        paymentReference: row.payment_reference,
        appName: row.app_name,
        state: row.state as PurchaseOrderState,
        stateName: PURCHASE_ORDER_STATE_NAMES[row.state as PurchaseOrderState] ?? String(row.state),
        paymentMethod: row.payment_method as PaymentMethod,
        customerName: customerNameOf(row.billing_customer),
        documentNumber: row.billing_customer.documentNumber,
        total: Number(row.total),
        createdOn: new Date(row.registered_on).toISOString(),
      })),
      count: Number(count),
    };
  }
}
