import { formatCop } from '../payment-mails/cash-payment-mails';

const quoted = (value: string | null | undefined): string => (value ? `«${value.slice(0, 60)}»` : 'sin indicar');

/** Why a gateway answer went to "Revisión de pagos" instead of deciding its payment: the texts staff read. */
export const ReviewReason = {
  unknownCode: (code: string | null, text: string | null): string =>
    `La pasarela respondió el código ${quoted(code)}${text ? ` (${text.slice(0, 100)})` : ''}, que la tienda no conoce. El pago no cambió: consulta la transacción en la pasarela.`,
  transactionReused: (transactionId: string, otherReference: string, reference: string): string =>
    `La transacción ${transactionId} ya está registrada en la orden ${otherReference}; esta confirmación la presenta para la orden ${reference}. No se aplicó.`,
  otherReference: (transactionId: string, recordReference: string, reference: string): string =>
    `La pasarela registra la transacción ${transactionId} para la referencia ${recordReference}, no para esta orden (${reference}). No se aplicó.`,
  otherAmount: (transactionId: string, recordAmount: number, amount: number): string =>
    `La pasarela registra la transacción ${transactionId} por ${formatCop(recordAmount)}, no por el valor de la orden (${formatCop(amount)}). No se aplicó.`,
  otherCurrency: (transactionId: string, recordCurrency: string, currency: string): string =>
    `La pasarela registra la transacción ${transactionId} en la moneda ${quoted(recordCurrency)}, no en ${currency}. No se aplicó.`,
  testFlagUnclear: (transactionId: string, flag: string | null): string =>
    `La pasarela no indica con claridad si la transacción ${transactionId} es de prueba (indicador ${quoted(flag)}). No se aplicó: consúltala en la pasarela.`,
  notConfirmed: (gatewayReference: string, receivedOn: string): string =>
    `Se recibió una confirmación de la transacción ${gatewayReference} el ${receivedOn}, pero la pasarela no la registra. No se aplicó.`,
} as const;
