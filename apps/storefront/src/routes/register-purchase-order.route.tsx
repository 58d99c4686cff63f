import { PageShell } from '@lic/web-ui';

/** Purchase and activation form. */
export function RegisterPurchaseOrderRoute() {
  return <PageShell title="Proceso de facturación y activación">{null}</PageShell>;
}
