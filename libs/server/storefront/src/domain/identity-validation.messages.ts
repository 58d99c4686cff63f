// Texts of the firmaya identity validation (storefront.md §4, §8). `message` is the title the storefront shows,
// `description` the line under it.
export const IdentityValidationCode = { VALIDATED: 'OK01', NOT_VALIDATED: 'ER01' } as const;
export type IdentityValidationCode = (typeof IdentityValidationCode)[keyof typeof IdentityValidationCode];

export const IdentityValidationMessage = {
  validated: 'No dudamos que seas tú...',
  validatedDescription: 'Ingresa al correo electrónico registrado para validarlo y continuar con tu compra.',
  notValidated: 'No hemos validado tu información',
  notValidatedDescription: 'Revisa los datos ingresados y vuelve a intentarlo',
  linkInvalid: 'El enlace de validación no es válido o ha expirado.',
  mailSubject: 'Valida tu correo y continúa tu compra',
  mailAction: 'Validar correo y continuar',
  packageQuantity: 'La cantidad de cada paquete debe ser 1.',
} as const;
