import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetHeldBasePlansQuery } from '@lic/server-licensing-api';
import { GetPackagePricesQuery } from '@lic/server-storefront-api';
import { normalizeDocumentNumber } from '@lic/shared-rules';
import { baseStateOf, type BaseState, type HeldBasePlan } from '../../domain/base-plan';
import { PurchaseOrder } from '../../domain/purchase-order.entity';
import { PLAN_GRANTING_STATES, PurchaseOrderState } from '../../domain/purchase-order-state';

export interface CustomerDocument {
  documentTypeId: number;
  documentNumber: string;
}

/** Orders whose service customer holds this document, of one service (every service when null). */
export async function ordersOfCustomer(
  em: EntityManager,
  document: CustomerDocument,
  serviceName: string | null,
): Promise<PurchaseOrder[]> {
  return em.find(
    PurchaseOrder,
    {
      serviceDocumentTypeId: document.documentTypeId,
      serviceDocumentNumber: normalizeDocumentNumber(document.documentNumber),
      ...(serviceName ? { serviceName: serviceName.toUpperCase() } : {}),
    },
    { populate: ['lines'], orderBy: { registeredOn: 'asc' } },
  );
}

/** The base plans the orders give: base lines of approved (6) or activated (8) orders. */
export function heldBasePlans(orders: readonly PurchaseOrder[]): HeldBasePlan[] {
  return orders
    .filter((order) => PLAN_GRANTING_STATES.includes(order.state))
    .flatMap((order) =>
      order.lines
        .getItems()
        .filter((line) => line.isBase)
        .map((line) => ({
          free: line.isFree,
          validityTypeId: line.validityTypeId,
          validityPeriod: line.validityPeriod,
          startsOn: order.effectiveOn ?? order.registeredOn,
        })),
    );
}

/** Licensing's year 9999 expiry marks an indefinite plan (docs/api/licensing.md). */
const INDEFINITE_FROM_YEAR = 9999;

/**
 * The base plans licensing holds for the document (issued from orders, added by staff, seeded), as
 * held plans with their known end; free when the package's catalogue price is 0.
 */
export async function licensedBasePlans(
  queryBus: QueryBus,
  document: CustomerDocument,
  serviceName: string | null,
): Promise<HeldBasePlan[]> {
  const plans = await queryBus.execute(
    new GetHeldBasePlansQuery(document.documentTypeId, normalizeDocumentNumber(document.documentNumber), serviceName),
  );
  if (plans.length === 0) return [];
  const priceOf = await queryBus.execute(new GetPackagePricesQuery([...new Set(plans.map((plan) => plan.packageId))]));
  return plans.map((plan) => ({
    free: priceOf.get(plan.packageId) === 0,
    validityTypeId: 'I',
    validityPeriod: 0,
    startsOn: plan.effectiveDate,
    endsOn: plan.expirationDate.getUTCFullYear() >= INDEFINITE_FROM_YEAR ? null : plan.expirationDate,
  }));
}

/** The base-plan state from the orders' plans and, when given, the plans licensing holds. */
export function baseStateOfOrders(orders: readonly PurchaseOrder[], now: Date, licensed: readonly HeldBasePlan[] = []): BaseState {
  return baseStateOf([...heldBasePlans(orders), ...licensed], now);
}

/** The customer already had an approved or activated order of the service: its account exists. */
export function hasActiveAccount(orders: readonly PurchaseOrder[]): boolean {
  return orders.some((order) => PLAN_GRANTING_STATES.includes(order.state));
}

/** A trial (or free activation) whose link can still be opened. */
export function hasPendingActivation(orders: readonly PurchaseOrder[], now: Date): boolean {
  return orders.some((order) => order.isAwaitingActivation(now));
}

/** A trial that was activated, or is still waiting for its link: a second one is refused. */
export function hasUsedTrial(orders: readonly PurchaseOrder[], now: Date): boolean {
  return orders.some(
    (order) => order.kind === 'TRIAL' && (order.state === PurchaseOrderState.ACTIVATED || order.isAwaitingActivation(now)),
  );
}

/**
 * Serialises the purchases of one customer and service (the rules read its earlier orders), inside
 * the caller's transaction.
 */
export async function lockCustomerService(em: EntityManager, document: CustomerDocument, serviceName: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtext(?)) as locked',
      [`ordering:${serviceName.toUpperCase()}:${document.documentTypeId}:${normalizeDocumentNumber(document.documentNumber)}`],
      'all',
      em.getTransactionContext(),
    );
}
