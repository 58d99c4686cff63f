import { PageShell } from '@lic/web-ui';

/** Purchase summary and proof upload of the order in :refererenceUuid. */
export function SummaryOrderRoute() {
  return <PageShell title="Resumen de compra">{null}</PageShell>;
}
