import { PageShell } from '@lic/web-ui';

/** Activation without payment. */
export function ActivatePlanRoute() {
  return <PageShell title="Proceso de activación de licencia">{null}</PageShell>;
}
