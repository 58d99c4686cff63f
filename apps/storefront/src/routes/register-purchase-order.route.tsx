import { PurchaseForm } from '../features/purchase/components/purchase-form';

/** Purchase and activation form. */
export function RegisterPurchaseOrderRoute() {
  return <PurchaseForm mode="purchase" />;
}
