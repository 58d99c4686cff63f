import type { QueryBus } from '@nestjs/cqrs';
import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import { type CartEntry, type PricedCart, type CartPromotion, priceCart } from '@lic/shared-rules';
import type { OrderedPackage } from '../../domain/purchase-order-line.entity';
import type { PricedOrderLine } from '../../domain/purchase-order.entity';
import { PurchaseRuleError } from '../../domain/purchase-order.errors';
import { PurchaseOrderMessage } from '../../domain/purchase-order.messages';
import { packageInScope } from '../../domain/storefront-catalogue';
import { serviceNamesOf, toStorefrontPackage } from '../../domain/storefront-package';
import type { CatalogueReadModel } from '../../infrastructure/read-model/catalogue-read-model';
import { GetPriceTiersQuery } from '../queries/get-price-tiers/get-price-tiers.query';
import { pricingLinesOf, type CartItem } from './pricing-lines';
import type { StorefrontViewer } from './storefront-viewer';

export interface OrderPackages {
  /** The packages of the request, in its order, as the storefront sells them now. */
  packages: StorefrontPackage[];
  /** The order's service: the brand's, or for the generic app that of the first package. */
  serviceName: string;
  entries: CartEntry[];
}

const unknownPackage = () => new PurchaseRuleError('ORDERING.PACKAGE_NOT_AVAILABLE', PurchaseOrderMessage.unknownPackage);

/**
 * The packages of an order from the storefront's read model: each must exist, be active, be sold by
 * the brand (a package of one of its services) and be visible to the viewer (public, or private and
 * linked to the viewer's company); otherwise 422.
 */
export async function loadOrderPackages(
  readModel: CatalogueReadModel,
  items: readonly CartItem[],
  brandService: string | null,
  viewer: StorefrontViewer,
  now: Date,
): Promise<OrderPackages> {
  const ids = [...new Set(items.map((item) => item.packageId))];
  const snapshots = await readModel.packagesById(ids);
  const scope = { serviceNames: brandService ? [brandService] : null };
  const byId = new Map(snapshots.filter((snapshot) => packageInScope(snapshot, scope, viewer)).map((s) => [s.packageId, s]));
  if (ids.some((id) => !byId.has(id))) throw unknownPackage();
  const first = byId.get(items[0].packageId);
  const serviceName = brandService ?? (first ? serviceNamesOf(first)[0] : undefined);
  if (!serviceName) throw unknownPackage();
  const packages = ids.map((id) => toStorefrontPackage(byId.get(id)!, now));
  const packageById = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
  const entries: CartEntry[] = items.map((item) => {
    const pkg = packageById.get(item.packageId)!;
    return {
      pkg: {
        packageId: pkg.packageId,
        packageCode: pkg.packageCode,
        packageTypeCode: pkg.packageType.packageTypeCode,
        price: pkg.packagePrice,
        isEmployee: pkg.isEmployee,
        isDocument: pkg.isDocument,
      },
      quantity: item.quantity,
    };
  });
  return { packages, serviceName, entries };
}

export interface PricedOrder {
  cart: PricedCart;
  lines: PricedOrderLine[];
}

/** Prices the order with the rules of @lic/shared-rules (employee items by their tier), ignoring any client figure. */
export async function priceOrder(
  queryBus: QueryBus,
  packages: readonly StorefrontPackage[],
  items: readonly CartItem[],
  viewer: StorefrontViewer,
  promotion: CartPromotion | null,
): Promise<PricedOrder> {
  const employeeTiers: PriceTier[] = packages.some((pkg) => pkg.isEmployee)
    ? await queryBus.execute(new GetPriceTiersQuery('employee', viewer))
    : [];
  const cart = priceCart(pricingLinesOf(packages, items, employeeTiers), promotion);
  const byId = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
  const lines = cart.lines.map((pricing) => {
    const pkg = byId.get(pricing.packageId)!;
    const ordered: OrderedPackage = {
      packageId: pkg.packageId,
      packageCode: pkg.packageCode,
      packageName: pkg.packageName,
      packageTypeCode: pkg.packageType.packageTypeCode,
      unitPrice: pkg.packagePrice,
      validityTypeId: pkg.validityTypeId,
      validityPeriod: pkg.validityPeriod,
    };
    return { pkg: ordered, pricing };
  });
  return { cart, lines };
}
