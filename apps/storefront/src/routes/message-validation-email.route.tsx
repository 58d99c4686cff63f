import { PageShell } from '@lic/web-ui';

/** Message page with image, title, text and a button to the landing page. */
export function MessageValidationEmailRoute() {
  return <PageShell>{null}</PageShell>;
}
