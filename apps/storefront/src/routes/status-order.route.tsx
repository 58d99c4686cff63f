import { PageShell } from '@lic/web-ui';

/** Payment status of the order in :refererenceUuid; its heading depends on the status. */
export function StatusOrderRoute() {
  return <PageShell>{null}</PageShell>;
}
