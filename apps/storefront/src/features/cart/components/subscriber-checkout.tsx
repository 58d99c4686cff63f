import { useState } from 'react';
import { ApiError } from '@lic/web-api-client';
import {
  IDENTITY_VALIDATION_OUTCOMES,
  IdentityValidationForm,
  IdentityValidationResult,
  type IdentityValidationOutcomeText,
  type SubscriberValues,
} from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useAppParameters } from '../../app-parameters';
import { IDENTITY_VALIDATED_CODE, registerIdentityValidation } from '../api/register-identity-validation';
import { useCart } from '../cart-context';
import { CART_PATHS, type MessagePageState } from '../cart-routes';
import { useCartNavigation } from '../hooks/use-cart-navigation';

interface Outcome {
  text: IdentityValidationOutcomeText;
  failure: boolean;
}

/** A failure to reach the service, as opposed to an answer that the identity did not validate. */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** firmaya's cart checkout: the subscriber's identity is validated before the purchase (storefront.md §4). */
export function SubscriberCheckout() {
  const cart = useCart();
  const { client, appName } = useStorefront();
  const { parameters } = useAppParameters();
  const go = useCartNavigation();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (values: SubscriberValues) => {
    setSubmitting(true);
    try {
      const result = await registerIdentityValidation(client, {
        packages: cart.entries.map((entry) => ({ code: entry.pkg.packageCode, quantity: 1 })),
        PromotionCode: cart.promo?.code ?? null,
        subscriber: {
          documentType: values.typeDocument,
          document: values.documentNumber,
          email: values.email,
          phoneNumber: values.phoneNumber,
        },
        appName,
      });
      const validated = result.code === IDENTITY_VALIDATED_CODE;
      cart.setIdentityValidated(validated);
      if (validated) {
        cart.close();
        const state: MessagePageState = { ...IDENTITY_VALIDATION_OUTCOMES.validated };
        go(CART_PATHS.messageValidationEmail, { state });
        return;
      }
      setOutcome({ text: IDENTITY_VALIDATION_OUTCOMES.notValidated, failure: false });
    } catch (error) {
      cart.setIdentityValidated(false);
      setOutcome(
        isNetworkFailure(error)
          ? { text: IDENTITY_VALIDATION_OUTCOMES.failed, failure: true }
          : { text: IDENTITY_VALIDATION_OUTCOMES.notValidated, failure: false },
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <IdentityValidationForm
        onSubmit={submit}
        submitting={submitting}
        disabled={cart.entries.length === 0}
        privacyPolicyUrl={parameters.urlPersonalDataTreatmentPolicy || undefined}
        termsUrl={parameters.urlTermsAndConditions || undefined}
      />
      <IdentityValidationResult outcome={outcome?.text ?? null} failure={outcome?.failure} onClose={() => setOutcome(null)} />
    </>
  );
}
