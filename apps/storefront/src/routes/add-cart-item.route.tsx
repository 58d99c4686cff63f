import { PageShell } from '@lic/web-ui';

/** Adds the package :idParam to the cart, then goes to the external register-purchase route. */
export function AddCartItemRoute() {
  return <PageShell>{null}</PageShell>;
}
