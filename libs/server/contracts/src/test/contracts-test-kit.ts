import type { TestApp } from '@lic/api-testing';
import type { CreateContractRequest } from '@lic/shared-api-types';
import { addToCalendarDate, bogotaToday, contractEndInstant, contractStartInstant } from '@lic/shared-rules';

export const PRODUCTS = '/license/api/contract/products';
export const PARAMETERS = '/license/api/parameter/get-app-parameters-contracts';
export const GET_CONTRACTS = '/license/api/contract/get-contracts';
export const CREATE = '/license/api/contract/create';
export const PACKAGES = (service: string) => `/license/api/package/GetPackagesByServiceName/${service}`;
export const DASHBOARD = '/license/api/dashboard/dashboard-customer';
export const DETAILS = '/license/api/dashboard/contracted-service-details';
export const MOVEMENTS = '/license/api/dashboard/movements';
export const CONSUMPTION = '/license/api/consumption';

export const bearer = (token: string) => `Bearer ${token}`;

/** Bogotá (DANE 11001) and Medellín (5001). */
export const BOGOTA = 11001;
export const MEDELLIN = 5001;

let sequence = 0;
/** A fresh contract number. */
export function contractNumber(): string {
  sequence += 1;
  return `OP-TEST-${Date.now()}-${sequence}`;
}

/** A valid COLFACTURA contract for a legal person, with one counted and one unlimited line. */
export function colfacturaContract(overrides: { number?: string; nit?: string; legalName?: string } = {}): CreateContractRequest {
  const today = bogotaToday();
  return {
    contract: {
      contractNumber: overrides.number ?? contractNumber(),
      contractStartDate: contractStartInstant(today),
      contractEndDate: contractEndInstant(addToCalendarDate(today, 1, 'year')),
      commercialManagerId: 'gerente.colfactura',
      paymentCondition: 1,
    },
    customer: {
      personType: 'J',
      documentTypeId: 4,
      documentNumber: overrides.nit ?? '901555123',
      legalName: overrides.legalName ?? 'Distribuidora del Caribe S.A.S.',
      fulladdress: 'Calle 72 # 10-34',
      cityId: BOGOTA,
      cellphoneNumber: '3004567890',
      email: 'compras@districaribe.com.co',
    },
    supervisor: {
      documentTypeId: 1,
      documentNumber: '1020304050',
      firstName: 'Paula Andrea',
      lastName: 'Gómez Ríos',
      fulladdress: 'Carrera 43A # 1-50',
      cityId: MEDELLIN,
      phoneNumber: '3109876543',
      email: 'paula.gomez@districaribe.com.co',
      jobTitle: 'Jefe de compras',
    },
    servicesToAddContract: {
      serviceName: 'COLFACTURA',
      requiresSupervision: false,
      servicesToAdd: [
        // The counted line expires first, so consumption draws from it before the unlimited one.
        {
          packageCode: 'COLFAC-PYME',
          quantityToAdd: 1500,
          identifierCode: 'COLFAC-PYME-6-M',
          typeValidity: 'M',
          validityAmount: 6,
          IsUnlimited: false,
        },
        {
          packageCode: 'COLFAC-EMPRESARIAL',
          quantityToAdd: 0,
          identifierCode: 'COLFAC-EMPRESARIAL-1-A',
          typeValidity: 'A',
          validityAmount: 1,
          IsUnlimited: true,
        },
      ],
    },
    // The demo data publishes no policy: version 1 of the license brand is the current one.
    personalDataAuthorization: { authorized: true, policyVersion: 1 },
  };
}

/** A valid BEMYSELF (device-based) contract line set. */
export function bemyselfContract(): CreateContractRequest {
  const base = colfacturaContract();
  return {
    ...base,
    contract: { ...base.contract, commercialManagerId: 'gerente.bemyself' },
    servicesToAddContract: {
      serviceName: 'BEMYSELF',
      requiresSupervision: true,
      servicesToAdd: [
        {
          packageCode: 'BEMYSELF-CERT-ADIC',
          quantityToAdd: 20,
          identifierCode: 'BEMYSELF-CERT-ADIC-TOKEN-1-A',
          typeValidity: 'A',
          validityAmount: 1,
          reassignmentQuota: 3,
          deviceType: 'TOKEN',
          credentialsDeliveryType: 1,
        },
      ],
    },
  };
}

export async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}
