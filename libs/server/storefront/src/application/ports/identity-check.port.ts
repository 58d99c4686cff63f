/** Token of the identity check of firmaya's subscribers (storefront.md §4 Identity validation). */
export const IDENTITY_CHECK = Symbol('ORDERING_IDENTITY_CHECK');

export interface IdentitySubject {
  /** Only 'CC' (cédula de ciudadanía) is offered. */
  documentType: string;
  document: string;
  email: string;
  phoneNumber: string;
  appName: string;
}

export interface IdentityCheckResult {
  /** The provider vouches for the person behind this document, e-mail and phone. */
  validated: boolean;
  /** The provider's reference of the check, kept with the validation (null offline). */
  reference: string | null;
}

/**
 * Asks an identity provider whether the subscriber is who they say. A real adapter calls the provider
 * and rejects (throws) when it cannot be reached; the storefront then shows its network-failure message.
 */
export interface IdentityCheck {
  verify(subject: IdentitySubject): Promise<IdentityCheckResult>;
}
