import { PageShell } from '@lic/web-ui';

/** Cart modal for embedding. */
export function ViewCartModalRoute() {
  return <PageShell title="Carrito de compras">{null}</PageShell>;
}
