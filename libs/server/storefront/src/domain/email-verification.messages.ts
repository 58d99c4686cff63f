// Spanish texts of the e-mail verification. The three code failures are the ones the storefront shows under the
// field (storefront.md §8 "E-mail code failure"); the rest are listed in docs/api/ordering.md.
export const EmailVerificationMessage = {
  wrongCode: 'El código ingresado no es válido.',
  expiredCode: 'El código ha expirado, solicita uno nuevo.',
  tooManyAttempts: 'Has superado el número de intentos, solicita un nuevo código.',
  approved: '¡Verificación Exitosa!',
  resendTooSoon: (seconds: number): string => `Debes esperar ${seconds} segundos antes de solicitar un nuevo código.`,
  resendFlag: "El valor debe ser 'true' o 'false'.",
  unknownApp: 'La aplicación indicada no existe.',
  mailSubject: 'Código de verificación',
} as const;
