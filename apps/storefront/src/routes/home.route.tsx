import { PageShell } from '@lic/web-ui';

/** Home package catalogue of the brand (storefront.md §2). */
export function HomeRoute() {
  return <PageShell>{null}</PageShell>;
}
