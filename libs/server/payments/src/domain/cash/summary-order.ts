import type { SummaryOrder } from '@lic/shared-api-types';
import { roundPesos, roundTo2 } from '@lic/shared-rules';
import type { PurchaseSummary } from './purchase-summary.entity';

/**
 * Withholding rates (percent) a legal-person buyer applies when paying (Colombian retención en la
 * fuente, de IVA and de ICA). All 0 unless configured (docs/api/payments.md, "Retenciones").
 */
export interface WithholdingRates {
  /** Percent of the taxable base (subTotal − discount). */
  retefuente: number;
  /** Percent of the IVA. */
  reteiva: number;
  /** Percent of the taxable base (ICA per mil ÷ 10). */
  reteica: number;
}

export const NO_WITHHOLDINGS: WithholdingRates = { retefuente: 0, reteiva: 0, reteica: 0 };

/** The summary of storefront.md §3 from the order as it was sold; withholdings only for a legal-person payer (J). */
export function summaryOrderOf(
  summary: PurchaseSummary,
  files: { paymentSupport: string | null; rut: string | null },
  rates: WithholdingRates = NO_WITHHOLDINGS,
): SummaryOrder {
  const subTotal = Number(summary.subTotal);
  const totalDiscount = Number(summary.totalDiscount);
  const taxIva = Number(summary.taxIva);
  const base = roundTo2(subTotal - totalDiscount);
  const applies = summary.billingPersonType === 'J';
  // Each withholding is an amount paid: whole pesos, half up (decision 0010).
  const retefuente = applies ? roundPesos((base * rates.retefuente) / 100) : 0;
  const reteiva = applies ? roundPesos((taxIva * rates.reteiva) / 100) : 0;
  const reteica = applies ? roundPesos((base * rates.reteica) / 100) : 0;
  const totalTaxDiscount = retefuente + reteiva + reteica;
  return {
    summaryPackages: summary.lines.map((line) => ({
      packageId: line.packageId,
      packageName: line.packageName,
      quantity: line.quantity,
      unitPrice: Number(line.unitPrice),
      discount: Number(line.discount),
      taxIva: Number(line.taxIva),
      subTotal: Number(line.subTotal),
    })),
    subTotal,
    totalDiscount,
    taxIva,
    retefuente,
    reteiva,
    reteica,
    totalTaxDiscount,
    totalPurchase: roundTo2(Number(summary.total) - totalTaxDiscount),
    fileNamePaymentSupport: files.paymentSupport,
    fileNamePaymentRUT: files.rut,
  };
}
