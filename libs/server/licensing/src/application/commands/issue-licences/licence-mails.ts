import { brandedMail } from '@lic/server-reference';
import type { OutgoingMailMessage } from '@lic/server-kernel';

const bogotaDay = new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Bogota' });

export interface ActivationMailInput {
  appName: string;
  to: string;
  customerName: string;
  paymentReference: string | null;
  plans: { packageName: string; effectiveDate: Date; expirationDate: Date }[];
  /** The brand's app (its public origin), where the customer sees the plan. */
  appUrl: string;
}

/** "Tu licencia está activa": the plans issued for an order and the link of the brand's app. */
export function licenceActivationMail(input: ActivationMailInput): OutgoingMailMessage {
  const lines = input.plans.map(
    (plan) => `${plan.packageName}: vigente del ${bogotaDay.format(plan.effectiveDate)} al ${bogotaDay.format(plan.expirationDate)}.`,
  );
  return brandedMail({
    appName: input.appName,
    to: input.to,
    category: 'licence-activated',
    subject: 'Tu licencia está activa',
    heading: '¡Tu licencia está activa!',
    paragraphs: [
      `Hola ${input.customerName}, tu compra${input.paymentReference ? ` ${input.paymentReference}` : ''} ya está activa.`,
      ...lines,
      'Ingresa a la aplicación para empezar a usarla y consultar tus saldos en "Mis planes adquiridos".',
    ],
    action: { label: 'Ingresar a la aplicación', url: input.appUrl },
  });
}
