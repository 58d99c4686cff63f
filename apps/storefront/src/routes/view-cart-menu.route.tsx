import { PageShell } from '@lic/web-ui';

/** Cart popover for embedding: items, subtotal and Pagar. */
export function ViewCartMenuRoute() {
  return <PageShell>{null}</PageShell>;
}
