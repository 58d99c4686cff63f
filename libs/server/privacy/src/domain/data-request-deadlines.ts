import type { DataRequestType } from '@lic/shared-api-types';

/**
 * Ley 1581 de 2012: consultas (art. 14) are answered in 10 business days, extendable once by 5;
 * reclamos (art. 15) in 15, extendable once by 8. A revocation is a reclamo (Decreto 1377 de 2013,
 * art. 9); asking for the proof of the authorization is a consulta (decision 0057).
 */
export type LegalProcedure = 'CONSULTA' | 'RECLAMO';

export function procedureOf(type: DataRequestType): LegalProcedure {
  return type === 'CONSULTA' || type === 'PRUEBA_AUTORIZACION' ? 'CONSULTA' : 'RECLAMO';
}

export const LEGAL_TERM: Record<LegalProcedure, { days: number; extensionDays: number }> = {
  CONSULTA: { days: 10, extensionDays: 5 },
  RECLAMO: { days: 15, extensionDays: 8 },
};

/** Officers are warned this many business days before a deadline. */
export const WARNING_BUSINESS_DAYS = 2;
