// Spanish texts of firmaya's subscriber (identity validation) form and its outcomes (storefront.md §3, §8).
// The outcome titles and the two error texts are the spec's; the rest are this project's.
export const IDENTITY_VALIDATION_TEXTS = {
  title: 'Datos del suscriptor',
  intro: 'Para continuar con tu compra validaremos la identidad de quien firmará.',
  typeDocument: 'Tipo de documento',
  documentNumber: 'Número de documento',
  email: 'Correo electrónico',
  phoneNumber: 'Número de celular',
  termsPrefix: 'Acepto la',
  privacyPolicy: 'Política de Tratamiento de Datos Personales',
  termsJoin: 'y los',
  terms: 'Términos y Condiciones',
  submit: 'Continuar',
  understood: 'Entendido',
} as const;

export interface IdentityValidationOutcomeText {
  title: string;
  message: string;
}

export const IDENTITY_VALIDATION_OUTCOMES = {
  validated: {
    title: 'No dudamos que seas tú...',
    message: 'Ingresa a tu correo electrónico registrado para validar tu identidad y continuar con tu compra.',
  },
  notValidated: {
    title: 'No hemos validado tu información',
    message: 'Revisa los datos ingresados y vuelve a intentarlo',
  },
  failed: {
    title: 'Lo sentimos.',
    message: 'No hemos podido procesar tu solicitud de validación de identidad, por favor inténtalo más tarde.',
  },
} as const satisfies Record<string, IdentityValidationOutcomeText>;

/** The subscriber's document types: only the cédula de ciudadanía. */
export const SUBSCRIBER_DOCUMENT_TYPES = [{ value: 'CC', label: 'Cédula de ciudadanía' }] as const;
