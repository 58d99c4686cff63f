/** How the customer is linked to an app in the company form (backoffice-licensing.md §3.1). */
export const LINK_TO_APP = ['biometria', 'confronta', 'otras_apps'] as const;
export type LinkToApp = (typeof LINK_TO_APP)[number];
/** The option whose contract validity dates are required. */
export const BIOMETRY_LINK: LinkToApp = 'biometria';

/**
 * Everything a customer is registered with, named as the company form and the purchase form send it
 * (backoffice-licensing.md §3.1, storefront.md §3). The check digit is never part of it: the server
 * computes it.
 */
export interface CustomerData {
  personType: string;
  documentTypeId: number;
  documentNumber: string;
  legalName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  cellphoneNumber: string;
  email: string;
  fulladdress: string;
  addressAdditionalInformation?: string | null;
  addressLatGeocode?: number | null;
  addressLngGeocode?: number | null;
  departmentId: number;
  cityId: number;
  legalDocumentTypeId?: number | null;
  legalDocumentNumber?: string | null;
  legalFirstName?: string | null;
  legalLastName?: string | null;
  linkToApp?: LinkToApp | null;
  contractStartDate?: Date | null;
  contractEndDate?: Date | null;
}
