/** Spanish texts and codes of app credentials. */
export const CredentialMessage = {
  missing: 'Se requiere la credencial de la aplicación (Authorization: Basic).',
  invalid: 'La credencial de la aplicación no es válida o fue revocada.',
  notFound: 'No se encontró la credencial.',
  unknownApp: 'La aplicación no es válida.',
} as const;

export const CredentialCode = {
  MISSING: 'LICENSING.CREDENTIAL_MISSING',
  INVALID: 'LICENSING.CREDENTIAL_INVALID',
  NOT_FOUND: 'LICENSING.CREDENTIAL_NOT_FOUND',
} as const;
