import type { OutgoingMailMessage } from '@lic/server-kernel';
import { brandByAppName } from '@lic/shared-rules';
import { dataRequestTypeLabel } from '@lic/shared-api-types';
import type { DataRequest } from '../../domain/data-request.entity';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function mail(request: DataRequest, subject: string, lines: string[], category: string): OutgoingMailMessage {
  const brand = brandByAppName(request.appName)?.displayName ?? 'Licencias';
  const text = [`Hola ${request.holderName},`, ...lines, `Equipo de protección de datos de ${brand}`].join('\n\n');
  return { to: request.holderEmail, subject, html: paragraphs(text), text, category };
}

/** The acknowledgement every request gets at once, with its number and legal deadline. */
export function acknowledgementMail(request: DataRequest): OutgoingMailMessage {
  return mail(
    request,
    `Radicamos tu solicitud ${request.number}`,
    [
      `Recibimos tu solicitud de "${dataRequestTypeLabel[request.type]}" el ${request.receivedOn} con el número ${request.number}.`,
      `Te responderemos a más tardar el ${request.dueOn}, como lo dispone la Ley 1581 de 2012.`,
      `Lo que nos escribiste:\n${request.detail}`,
    ],
    'data-request-received',
  );
}

export function answerMail(request: DataRequest): OutgoingMailMessage {
  return mail(
    request,
    `Respuesta a tu solicitud ${request.number}`,
    [`Esta es la respuesta a tu solicitud ${request.number} de "${dataRequestTypeLabel[request.type]}":`, request.answer ?? ''],
    'data-request-answered',
  );
}

export function extensionMail(request: DataRequest): OutgoingMailMessage {
  return mail(
    request,
    `Ampliamos el plazo de tu solicitud ${request.number}`,
    [
      `Necesitamos más tiempo para responder tu solicitud ${request.number}. Motivo: ${request.extensionReason ?? ''}`,
      `Te responderemos a más tardar el ${request.dueOn}.`,
    ],
    'data-request-extended',
  );
}
