import { PaymentStatusPage } from '../features/payment-status/components/payment-status-page';

/** Payment status of the order in :refererenceUuid; its heading depends on the status. */
export function StatusOrderRoute() {
  return <PaymentStatusPage />;
}
