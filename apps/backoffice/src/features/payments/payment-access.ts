import { Privilege } from '@lic/shared-api-types';
import type { TokenClaims } from '@lic/web-api-client';

/**
 * Approving or rejecting a cash payment needs both ApprovePayments and ModifyPayments (backoffice-catalogue.md
 * §6); LICFINANCIEROCONSULTA only reads. The server checks the same two privileges.
 */
export function canDecidePayments(claims: TokenClaims | null): boolean {
  const privileges = new Set<string>(claims?.privileges ?? []);
  return privileges.has(Privilege.ApprovePayments) && privileges.has(Privilege.ModifyPayments);
}
