import { LICENSE_BRAND } from './brand';

/** Groups of parameters, sent by the storefront in the parameterType header. */
export const PARAMETER_TYPES = {
  /** Links and texts of the brand: policies, login, landing page, contact labels. */
  APP_INFO: 'APP_INFO',
  /** Switches of the storefront: cash payment, integration note, promo codes... */
  APP_PARAMETERS: 'APP_PARAMETERS',
  /** Values of the back-office catalogue, such as PackageTax. */
  CATALOGUE: 'CATALOGUE',
} as const;
export type ParameterType = (typeof PARAMETER_TYPES)[keyof typeof PARAMETER_TYPES];

export function isParameterType(value: string): value is ParameterType {
  return (Object.values(PARAMETER_TYPES) as string[]).includes(value);
}

/** The app whose parameters every other app falls back to (the generic license app). */
export const DEFAULT_PARAMETER_APP = LICENSE_BRAND.appName;
