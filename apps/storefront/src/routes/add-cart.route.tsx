import { PageShell } from '@lic/web-ui';

/** Decrypts a package link, fills the cart, then goes to /registerPurchaseOrder. */
export function AddCartRoute() {
  return <PageShell>{null}</PageShell>;
}
