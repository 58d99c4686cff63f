import type { QueryBus } from '@nestjs/cqrs';
import { GetStorefrontPackagesQuery, PriceCartQuery, type CartItem, type StorefrontViewer } from '@lic/server-storefront-api';
import type { StorefrontPackage } from '@lic/shared-api-types';
import type { CartEntry, CartPromotion, PricedCart } from '@lic/shared-rules';
import type { OrderedPackage } from '../../domain/purchase-order-line.entity';
import type { PricedOrderLine } from '../../domain/purchase-order.entity';
import { PurchaseRuleError } from '../../domain/purchase-order.errors';
import { PurchaseOrderMessage } from '../../domain/purchase-order.messages';

export interface OrderPackages {
  /** The packages of the request, in its order, as the storefront sells them now. */
  packages: StorefrontPackage[];
  /** The order's service: the brand's, or for the generic app that of the first package. */
  serviceName: string;
  entries: CartEntry[];
}

const unknownPackage = () => new PurchaseRuleError('ORDERING.PACKAGE_NOT_AVAILABLE', PurchaseOrderMessage.unknownPackage);

/**
 * The packages of an order as the storefront sells them now: each must exist, be active, be sold by
 * the brand (a package of one of its services) and be visible to the viewer (public, or private and
 * linked to the viewer's company); otherwise 422.
 */
export async function loadOrderPackages(
  queryBus: QueryBus,
  items: readonly CartItem[],
  brandService: string | null,
  viewer: StorefrontViewer,
  now: Date,
): Promise<OrderPackages> {
  const ids = [...new Set(items.map((item) => item.packageId))];
  const packages = await queryBus.execute(new GetStorefrontPackagesQuery(ids, { visibleTo: viewer, serviceName: brandService, at: now }));
  const packageById = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
  if (ids.some((id) => !packageById.has(id))) throw unknownPackage();
  const serviceName = brandService ?? (packageById.get(items[0].packageId)?.serviceName.toUpperCase() || undefined);
  if (!serviceName) throw unknownPackage();
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

/** Prices the order as the storefront prices a cart (employee items by their tier), ignoring any client figure. */
export async function priceOrder(
  queryBus: QueryBus,
  packages: readonly StorefrontPackage[],
  items: readonly CartItem[],
  viewer: StorefrontViewer,
  promotion: CartPromotion | null,
): Promise<PricedOrder> {
  const cart = await queryBus.execute(new PriceCartQuery(packages, items, viewer, promotion));
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
