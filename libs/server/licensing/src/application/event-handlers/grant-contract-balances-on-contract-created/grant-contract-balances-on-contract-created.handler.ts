import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { ListPackageSnapshotsQuery, ListServicesQuery, type PackageSnapshot } from '@lic/server-catalogue-api';
import { ContractCreatedEvent, type ContractedLine } from '@lic/server-contracts-api';
import { contractLineBalances, contractLineDates, type GrantFeature } from './contract-grant-plan';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';

const CONTRACT_ORIGIN = 'CONTRACT';

/**
 * A saved contract becomes usable balances (docs/api/contracts.md "Saldos del convenio"): one licence
 * plan per line (origin CONTRACT, the contract number, the package of the line) with a balance per
 * feature of the package, consumable through the consumption API like any plan. Idempotent: the lines
 * already granted (licensing.contract_grant) are skipped, under a lock per contract.
 */
@EventsHandler(ContractCreatedEvent)
export class GrantContractBalancesOnContractCreated implements IEventHandler<ContractCreatedEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly entitlements: EntitlementChanges,
  ) {}

  async handle(event: ContractCreatedEvent): Promise<void> {
    const [snapshots, services] = await Promise.all([
      this.queryBus.execute(new ListPackageSnapshotsQuery()),
      this.queryBus.execute(new ListServicesQuery()),
    ]);
    const service = services.find((s) => s.serviceName.toUpperCase() === event.serviceName.toUpperCase());
    if (!service) throw new Error(`Unknown contract service ${event.serviceName}`);
    const packages = new Map(snapshots.map((pkg) => [pkg.packageCode, pkg]));
    const now = new Date();

    await this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [hashKey('contract-grant'), event.contractId]);
      const granted = await tx.execute<{ line_id: number }[]>(
        'select "line_id" from "licensing"."contract_grant" where "contract_id" = ?',
        [event.contractId],
      );
      const done = new Set(granted.map((row) => Number(row.line_id)));
      for (const line of event.lines) {
        if (done.has(line.lineId)) continue;
        const pkg = packages.get(line.packageCode);
        if (!pkg) throw new Error(`Unknown contract package ${line.packageCode}`);
        await this.grantLine(tx, event, line, pkg, service, now);
      }
    });
    this.entitlements.changedAll();
  }

  private async grantLine(
    tx: EntityManager,
    event: ContractCreatedEvent,
    line: ContractedLine,
    pkg: PackageSnapshot,
    service: { id: number; serviceName: string; descriptionService: string | null },
    now: Date,
  ): Promise<void> {
    const { effectiveDate, expirationDate } = contractLineDates(event, line, now);
    const [plan] = await tx.execute<{ id: string }[]>(
      `insert into "licensing"."licence_plan" ("created_by", "created_on", "origin", "contract_number", "customer_id", "customer_name",
        "document_type_id", "document_number", "app_name", "service_id", "service_name", "service_description", "package_id",
        "package_code", "package_name", "package_type_code", "quantity", "validity_type_id", "validity_period", "effective_date",
        "expiration_date", "purchase_date")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"`,
      [
        event.createdBy.slice(0, 100),
        now,
        CONTRACT_ORIGIN,
        event.contractNumber,
        event.customerId,
        event.customerName.slice(0, 450),
        event.documentTypeId,
        event.documentNumber,
        service.serviceName.toLowerCase().slice(0, 30),
        service.id,
        service.serviceName,
        (service.descriptionService ?? service.serviceName).slice(0, 200),
        pkg.packageId,
        pkg.packageCode,
        pkg.packageName,
        pkg.packageTypeCode,
        line.quantity,
        line.validityTypeId,
        line.validityAmount,
        effectiveDate,
        expirationDate,
        new Date(event.createdOn),
      ],
    );
    const features: GrantFeature[] = pkg.features
      .filter((feature) => feature.serviceId === service.id)
      .map((feature) => ({ ...feature, featureCategory: feature.featureCategory === 'F' ? 'F' : 'T' }));
    for (const balance of contractLineBalances(line, features)) {
      await tx.execute(
        `insert into "licensing"."licence_balance" ("plan_id", "document_type_id", "document_number", "service_name", "feature_id",
          "feature_code", "feature_name", "feature_alias", "feature_category", "total", "used", "is_unlimited", "effective_date", "expiration_date")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
        [
          plan.id,
          event.documentTypeId,
          event.documentNumber,
          service.serviceName,
          balance.featureId,
          balance.featureCode,
          balance.featureName.slice(0, 200),
          balance.featureAlias,
          balance.featureCategory,
          balance.total,
          balance.isUnlimited,
          effectiveDate,
          expirationDate,
        ],
      );
    }
    await tx.execute('insert into "licensing"."contract_grant" ("contract_id", "line_id", "plan_id") values (?, ?, ?)', [
      event.contractId,
      line.lineId,
      plan.id,
    ]);
  }
}

/** A stable 32-bit key of a lock name (the first argument of pg_advisory_xact_lock(int, int)). */
function hashKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(31, hash) + char.charCodeAt(0)) | 0;
  return hash;
}
