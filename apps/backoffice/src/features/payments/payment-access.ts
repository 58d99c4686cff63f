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

/** "Anular orden" of a paid order (decision 0066): PAYMENTS and ModifyPayments (SUPERADMIN, LICFINANCIERO), as the server checks. */
export function canCancelOrders(claims: TokenClaims | null): boolean {
  const privileges = new Set<string>(claims?.privileges ?? []);
  return privileges.has(Privilege.PAYMENTS) && privileges.has(Privilege.ModifyPayments);
}
