/** Stable codes and the Spanish texts of the privacy context. */
export const PrivacyCode = {
  REQUEST_NOT_FOUND: 'PRIVACY.REQUEST_NOT_FOUND',
  ALREADY_ANSWERED: 'PRIVACY.ALREADY_ANSWERED',
  ALREADY_EXTENDED: 'PRIVACY.ALREADY_EXTENDED',
  UNKNOWN_BRAND: 'PRIVACY.UNKNOWN_BRAND',
  STALE_POLICY: 'PRIVACY.STALE_POLICY',
  NO_EMAIL: 'PRIVACY.NO_EMAIL',
  EMAIL_NOT_VERIFIED: 'PRIVACY.EMAIL_NOT_VERIFIED',
  NOT_A_SUPPRESSION: 'PRIVACY.NOT_A_SUPPRESSION',
  SUPPRESSION_BLOCKED: 'PRIVACY.SUPPRESSION_BLOCKED',
  BAD_EFFECTIVE_DATE: 'PRIVACY.BAD_EFFECTIVE_DATE',
  HOLDER_NOT_FOUND: 'PRIVACY.HOLDER_NOT_FOUND',
} as const;

export const PrivacyMessage = {
  received: 'Recibimos tu solicitud. Te enviamos el número de radicado a tu correo.',
  requestNotFound: 'No existe una solicitud con ese número.',
  alreadyAnswered: 'La solicitud ya fue respondida.',
  alreadyExtended: 'El plazo de esta solicitud ya se prorrogó una vez; la ley no permite otra prórroga.',
  answered: 'Respuesta enviada al titular.',
  extended: 'Plazo prorrogado. Informamos al titular el nuevo plazo y el motivo.',
  unknownBrand: 'La marca no existe.',
  stalePolicy: 'La política que aceptaste ya no es la vigente. Lee la versión actual y acéptala de nuevo.',
  consentRecorded: 'Gracias. Registramos tu aceptación de la política de tratamiento de datos.',
  badType: 'Selecciona un tipo de solicitud válido.',
  badDetail: 'Describe tu solicitud en 10 a 4000 caracteres.',
  badAnswer: 'Escribe la respuesta en 10 a 8000 caracteres.',
  badReason: 'Escribe el motivo de la prórroga en 10 a 1000 caracteres.',
  badName: 'Escribe tu nombre completo (3 a 200 caracteres).',
  badDocument: 'El número de documento debe tener entre 5 y 15 caracteres.',
  emailNotVerified: 'Verifica tu correo con el código que te enviamos antes de enviar la solicitud.',
  notASuppression: 'Solo una solicitud de supresión se atiende suprimiendo datos.',
  suppressionBlocked: (reasons: string[]) =>
    `Aún no podemos suprimir los datos: ${reasons.join('; ')}. Responde la solicitud explicando el motivo o espera a que termine.`,
  suppressed: 'Datos suprimidos. Enviamos al titular lo que se eliminó y lo que se conserva.',
  shownPolicyOutdated: (version: number) =>
    `La Política de Tratamiento de Datos Personales cambió a la versión ${version} mientras llenabas el formulario. Muéstrale la nueva versión al titular y confirma de nuevo su autorización.`,
  badEffectiveDate: 'La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.',
  policyPublished: (version: number) =>
    `Publicamos la versión ${version} de la política. Los clientes con sesión deberán aceptarla de nuevo.`,
  noEmail: 'Tu usuario no tiene un correo registrado para enviarte la respuesta.',
  holderNotFound:
    'No encontramos datos personales registrados con este correo (y documento, si lo escribiste). Si compraste o te registraste con otro correo, verifica ese correo y envía la solicitud desde él; si tienes una cuenta, inicia sesión y usa "Mis datos".',
} as const;
