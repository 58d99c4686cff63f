import { Privilege, type MyPlanRequest } from '@lic/shared-api-types';
import { brandHas } from '@lic/shared-rules';
import type { TokenClaims } from '@lic/web-api-client';

/**
 * The service of the brand as the catalogue names it (COLFACTURA, COLNOMINA …); empty for the generic app
 * (the back office's own store), which asks for every service of the customer.
 */
export function serviceNameOf(appName: string): string {
  const app = appName.trim().toLowerCase();
  return brandHas(app, 'sellsEveryService') ? '' : app.toUpperCase();
}

/** The plan of the signed-in customer's own company (claims customer_type / customer_value) for the brand. */
export function myPlanRequestOf(claims: TokenClaims, appName: string): MyPlanRequest {
  return {
    DocumentType: claims.customer_type ?? '',
    DocumentNumber: claims.customer_value ?? '',
    ServiceName: serviceNameOf(appName),
  };
}

/** Staff holding CONFIGURATION do not load a plan (storefront.md §2 My plan). */
export function skipsPlan(claims: TokenClaims): boolean {
  return (claims.privileges ?? []).includes(Privilege.CONFIGURATION);
}
