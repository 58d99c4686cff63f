import { PurchaseForm } from '../features/purchase/components/purchase-form';

/** Activation without payment (a free base plan): the purchase form with "Activar" only. */
export function ActivatePlanRoute() {
  return <PurchaseForm mode="activation" />;
}
