import { ValidationMessagePage } from '../features/purchase/components/validation-message-page';

/** Message page with image, title, text and a button to the landing page. */
export function MessageValidationEmailRoute() {
  return <ValidationMessagePage />;
}
