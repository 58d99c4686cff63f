import { NO_WITHHOLDINGS, type WithholdingRates } from '../../domain/cash/summary-order';

export const WITHHOLDING_RATES = Symbol('WITHHOLDING_RATES');

const VARIABLES: Record<keyof WithholdingRates, string> = {
  retefuente: 'PAYMENTS_RETEFUENTE_PERCENT',
  reteiva: 'PAYMENTS_RETEIVA_PERCENT',
  reteica: 'PAYMENTS_RETEICA_PERCENT',
};

/**
 * The withholdings the purchase summary shows for a legal-person payer, in percent (0 to 100, up to 3
 * decimals); every rate is 0 unless its variable is set. Read once when the API starts.
 */
export function loadWithholdingRates(env: NodeJS.ProcessEnv = process.env): WithholdingRates {
  const rates = { ...NO_WITHHOLDINGS };
  const problems: string[] = [];
  for (const [key, name] of Object.entries(VARIABLES) as [keyof WithholdingRates, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!/^\d{1,3}(\.\d{1,3})?$/.test(raw) || value > 100)
      problems.push(`${name} debe ser un porcentaje entre 0 y 100 (se recibió "${raw}").`);
    else rates[key] = value;
  }
  if (problems.length) throw new Error(`Configuración de retenciones inválida:\n - ${problems.join('\n - ')}`);
  return rates;
}
