// Texts of the purchase form's customer look-ups (GetCustomerInformation, GetRazonSocialByDocTypeAndDoc).
export const CustomerLookupMessage = {
  customerNotFound: 'No existe un cliente registrado con el tipo y número de documento indicados.',
  addressTextLength: (min: number, max: number): string => `Escribe entre ${min} y ${max} caracteres.`,
} as const;
