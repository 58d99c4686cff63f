import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConsumptionEventResult, FieldError } from '@lic/shared-api-types';
import { Metrics } from '@lic/server-kernel';
import { isConsumingApp, serviceNameOfApp } from '../../../domain/consumption/app-service';
import { ConsumptionCode, ConsumptionMessage } from '../../../domain/consumption/consumption.messages';
import { ConsumptionBusyError } from '../../../domain/consumption/consumption.errors';
import {
  ConsumptionLedger,
  type EventIdentity,
  type LedgerEvent,
  type LedgerOutcome,
} from '../../../infrastructure/consumption/consumption-ledger';
import { ContentionExhausted } from '../../../infrastructure/consumption/contention-retry';
import { CompanyLicences } from '../../../infrastructure/consumption/company-licences';
import { customerKey } from '../../../infrastructure/entitlements/entitlement-cache';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';
import { RegisterConsumptionCommand } from './register-consumption.command';

const answerOf: Record<LedgerOutcome['outcome'] | 'UNKNOWN_COMPANY', Omit<ConsumptionEventResult, 'eventId' | 'available'>> = {
  ACCEPTED: { outcome: 'ACCEPTED', status: 200 },
  DUPLICATE: { outcome: 'DUPLICATE', status: 200, code: ConsumptionCode.DUPLICATE, statusMessage: ConsumptionMessage.duplicate },
  EVENT_ID_REUSED: {
    outcome: 'EVENT_ID_REUSED',
    status: 409,
    code: ConsumptionCode.EVENT_ID_REUSED,
    statusMessage: ConsumptionMessage.eventIdReused,
  },
  INSUFFICIENT_BALANCE: {
    outcome: 'INSUFFICIENT_BALANCE',
    status: 409,
    code: ConsumptionCode.INSUFFICIENT_BALANCE,
    statusMessage: ConsumptionMessage.insufficientBalance,
  },
  UNKNOWN_FEATURE: {
    outcome: 'UNKNOWN_FEATURE',
    status: 404,
    code: ConsumptionCode.UNKNOWN_FEATURE,
    statusMessage: ConsumptionMessage.unknownFeature,
  },
  UNKNOWN_COMPANY: {
    outcome: 'UNKNOWN_COMPANY',
    status: 404,
    code: ConsumptionCode.UNKNOWN_COMPANY,
    statusMessage: ConsumptionMessage.unknownCompany,
  },
  PLAN_SUSPENDED: {
    outcome: 'PLAN_SUSPENDED',
    status: 409,
    code: ConsumptionCode.PLAN_SUSPENDED,
    statusMessage: ConsumptionMessage.planSuspended,
  },
};

/**
 * Events of another app than the credential's are refused (403) and invalid ones answered 400; the
 * rest go to the ledger in one call, which decides them in order (earliest-expiring plan first, never
 * below zero, unlimited counted, duplicates counted once, suspended plans skipped). Contention that
 * outlasts the ledger's retries is ConsumptionBusyError (503 with Retry-After).
 */
@CommandHandler(RegisterConsumptionCommand)
export class RegisterConsumptionHandler implements ICommandHandler<RegisterConsumptionCommand> {
  constructor(
    private readonly ledger: ConsumptionLedger,
    private readonly metrics: Metrics,
    private readonly entitlements: EntitlementChanges,
    private readonly companies: CompanyLicences,
  ) {}

  async execute({ credentialApp, events }: RegisterConsumptionCommand): Promise<ConsumptionEventResult[]> {
    const results = new Array<ConsumptionEventResult>(events.length);
    const metered: LedgerEvent[] = [];
    const positions: number[] = [];
    events.forEach((event, i) => {
      if (event.invalidMessage !== undefined) {
        results[i] = invalid(event.eventId, 400, ConsumptionCode.INVALID_EVENT, event.invalidMessage);
      } else if (event.appName !== credentialApp || !isConsumingApp(credentialApp)) {
        results[i] = invalid(event.eventId, 403, ConsumptionCode.APP_MISMATCH, ConsumptionMessage.appMismatch);
      } else {
        positions.push(i);
        metered.push({
          eventId: event.eventId,
          documentType: event.documentType,
          documentNumber: event.documentNumber,
          featureCode: event.featureCode,
          quantity: event.quantity,
          occurredAt: new Date(event.occurredAt),
        });
      }
    });
    if (metered.length > 0 && isConsumingApp(credentialApp)) {
      const outcomes = await this.meter(credentialApp, metered);
      const unknown = metered.filter((_, j) => outcomes[j].outcome === 'UNKNOWN_FEATURE');
      const holding = await this.companies.holding(serviceNameOfApp(credentialApp), unknown);
      outcomes.forEach((o, j) => {
        const event = metered[j];
        const outcome =
          o.outcome === 'UNKNOWN_FEATURE' && !holding.has(customerKey(event.documentType, event.documentNumber))
            ? 'UNKNOWN_COMPANY'
            : o.outcome;
        results[positions[j]] = { eventId: event.eventId, available: o.available, ...answerOf[outcome] };
        if (o.outcome === 'EVENT_ID_REUSED') results[positions[j]].errors = differences(o.firstSent, metered[j]);
      });
      // The entitlement caches forget the customers whose balances moved (decision 0033).
      this.entitlements.changed(metered.filter((_, j) => outcomes[j].outcome === 'ACCEPTED'));
    }
    this.count(results);
    return results;
  }

  private async meter(app: string, events: LedgerEvent[]): Promise<LedgerOutcome[]> {
    try {
      return await this.ledger.consume(app, serviceNameOfApp(app), events);
    } catch (error) {
      // Nothing was counted (each attempt is one statement that rolled back): the app may send it again.
      if (error instanceof ContentionExhausted) {
        this.metrics.countConsumption('refused', 'busy', events.length);
        throw new ConsumptionBusyError();
      }
      throw error;
    }
  }

  /** licencias_consumption_events_total: accepted, duplicate, or refused with the outcome as reason. */
  private count(results: ConsumptionEventResult[]): void {
    const tally = new Map<string, number>();
    for (const { outcome } of results) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
    for (const [outcome, events] of tally) {
      if (outcome === 'ACCEPTED') this.metrics.countConsumption('accepted', 'accepted', events);
      else if (outcome === 'DUPLICATE') this.metrics.countConsumption('duplicate', 'duplicate', events);
      else this.metrics.countConsumption('refused', outcome.toLowerCase(), events);
    }
  }
}

/** The fields of the identity (decision 0047) in which an event differs from the one first sent under its id. */
const IDENTITY_FIELDS = ['documentType', 'documentNumber', 'featureCode', 'quantity'] as const;

function differences(firstSent: EventIdentity | undefined, sent: EventIdentity): FieldError[] {
  if (!firstSent) return [];
  return IDENTITY_FIELDS.filter((field) => firstSent[field] !== sent[field]).map((field) => ({
    field,
    message: `${ConsumptionMessage.eventIdReusedField} (${String(firstSent[field])}).`,
  }));
}

function invalid(eventId: unknown, status: number, code: string, statusMessage: string): ConsumptionEventResult {
  return { eventId: typeof eventId === 'string' ? eventId : '', outcome: 'INVALID', status, available: null, code, statusMessage };
}
