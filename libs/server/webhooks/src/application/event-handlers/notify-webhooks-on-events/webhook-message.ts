import { createHash } from 'node:crypto';
import {
  BalanceExhaustedEvent,
  BalanceLowEvent,
  LicenceIssuedEvent,
  LicenceReactivatedEvent,
  LicenceSuspendedEvent,
} from '@lic/server-licensing-api';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import type { WebhookEventType } from '@lic/shared-api-types';

/** What an integration event becomes for the apps: its type, the app told, when, and the data of the body. */
export interface WebhookMessage {
  /** Stable for the event (see eventIdOf): a replayed integration event gives the same id. */
  id: string;
  type: WebhookEventType;
  appName: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

type SourceEvent =
  LicenceIssuedEvent | LicenceSuspendedEvent | LicenceReactivatedEvent | BalanceLowEvent | BalanceExhaustedEvent | ContractCreatedEvent;

const iso = (value: Date | string | undefined | null): string | null => (value ? new Date(value).toISOString() : null);
const appOfService = (serviceName: string): string => serviceName.toLowerCase();

/**
 * The id of the webhook event: a UUID derived from the integration event's name and payload, so the
 * engine's redelivery of the same event (its subscriber retried) finds the deliveries it already made.
 */
export function eventIdOf(eventName: string, event: object): string {
  const hex = createHash('sha256')
    .update(`${eventName}\n${JSON.stringify(event)}`)
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The webhook message of an event (docs/api/webhooks.md "Eventos"); null when it concerns no app. */
export function webhookMessageOf(event: SourceEvent, eventName: string): WebhookMessage | null {
  const id = eventIdOf(eventName, event);
  if (event instanceof LicenceIssuedEvent) {
    return {
      id,
      type: 'licence.issued',
      appName: event.appName,
      createdAt: new Date(event.issuedOn),
      data: {
        documentTypeId: event.documentTypeId,
        documentNumber: event.documentNumber,
        customerId: event.customerId,
        serviceName: event.serviceName,
        orderId: event.referenceUuid,
        planIds: event.planIds,
        issuedOn: iso(event.issuedOn),
      },
    };
  }
  if (event instanceof LicenceSuspendedEvent) {
    return {
      id,
      type: 'licence.suspended',
      appName: event.appName,
      createdAt: new Date(event.suspendedOn),
      data: {
        documentTypeId: event.documentTypeId,
        documentNumber: event.documentNumber,
        customerId: event.customerId,
        serviceName: event.serviceName,
        orderId: event.referenceUuid,
        planIds: event.planIds,
        reason: event.reason,
        suspendedOn: iso(event.suspendedOn),
      },
    };
  }
  if (event instanceof LicenceReactivatedEvent) {
    return {
      id,
      type: 'licence.reactivated',
      appName: event.appName,
      createdAt: new Date(event.reactivatedOn),
      data: {
        documentTypeId: event.documentTypeId,
        documentNumber: event.documentNumber,
        customerId: event.customerId,
        serviceName: event.serviceName,
        orderId: event.referenceUuid,
        planIds: event.planIds,
        reactivatedOn: iso(event.reactivatedOn),
      },
    };
  }
  if (event instanceof BalanceLowEvent || event instanceof BalanceExhaustedEvent) {
    const total = Number(event.total);
    const used = Number(event.used);
    return {
      id,
      type: event instanceof BalanceExhaustedEvent ? 'balance.exhausted' : 'balance.low',
      appName: appOfService(event.serviceName),
      createdAt: new Date(event.occurredOn),
      data: {
        documentTypeId: Number(event.documentType),
        documentNumber: event.documentNumber,
        serviceName: event.serviceName,
        planId: Number(event.planId),
        featureCode: event.featureCode,
        featureName: event.featureName,
        total,
        used,
        available: Math.max(0, total - used),
      },
    };
  }
  if (event instanceof ContractCreatedEvent) {
    return {
      id,
      type: 'contract.created',
      appName: appOfService(event.serviceName),
      createdAt: new Date(event.createdOn),
      data: {
        documentTypeId: event.documentTypeId,
        documentNumber: event.documentNumber,
        customerId: event.customerId,
        customerName: event.customerName,
        contractNumber: event.contractNumber,
        serviceName: event.serviceName,
        contractStartDate: iso(event.contractStartDate),
        contractEndDate: iso(event.contractEndDate),
        lines: event.lines.map((line) => ({
          packageCode: line.packageCode,
          quantity: line.quantity,
          isUnlimited: line.isUnlimited,
          validityTypeId: line.validityTypeId,
          validityAmount: line.validityAmount,
        })),
      },
    };
  }
  return null;
}

/** The raw body POSTed (and signed): `{ id, type, createdAt, data }`. */
export function bodyOf(message: WebhookMessage): string {
  return JSON.stringify({ id: message.id, type: message.type, createdAt: message.createdAt.toISOString(), data: message.data });
}
