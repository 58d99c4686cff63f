import type { OutgoingMailMessage } from '@lic/server-kernel';
import type { PaymentReversedEvent } from '@lic/server-payments-api';
import { brandedMail, formatCop } from './cash-payment-mails';

const bogota = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'long', timeStyle: 'short' });

/** To the finance staff: the gateway reversed a payment that had been approved; the order's licences are suspended. */
export function paymentReversedFinanceMail(event: PaymentReversedEvent, to: string): OutgoingMailMessage {
  const reversedAt = event.reversedAt instanceof Date ? event.reversedAt : new Date(event.reversedAt);
  return brandedMail(event.appName, to, 'payment-reversed', `Pago reversado: orden ${event.paymentReference}`, [
    `La pasarela ${event.gateway ?? ''} reversó el pago aprobado de la orden de compra ${event.paymentReference} por ${formatCop(event.amount)} el ${bogota.format(reversedAt).replace(/[\u00a0\u202f]/g, ' ')}.`,
    `Transacción: ${event.gatewayTransactionId ?? 'sin dato'}. Respuesta de la pasarela: ${event.reason ?? 'Reversada'}.`,
    'La orden quedó en estado "Pago reversado" y sus licencias quedaron suspendidas. Revisa la orden en "Órdenes de compra" del back office.',
  ]);
}
