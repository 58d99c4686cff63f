import { PurchaseSummaryPage } from '../features/purchase-summary/components/purchase-summary-page';

/** Purchase summary and proof upload of the order in :refererenceUuid. */
export function SummaryOrderRoute() {
  return <PurchaseSummaryPage />;
}
