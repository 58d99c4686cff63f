import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { DEMO_COMPANY_ID, DEMO_CUSTOMERS } from '@lic/server-customers';
import type { BalanceStorageUnit, FeatureCategoryType } from '@lic/shared-api-types';
import { LicencePlan, type NewPlan } from '../../domain/licence-plan.entity';
import { planExpiration } from '../../domain/plan-dates';

const DAY_MS = 86_400_000;

/** How much of each feature a demo plan has used, spread over demo consumption events. */
interface DemoPlan {
  key: string;
  customerId: string;
  packageCode: string;
  serviceName: string;
  /** Days ago it started (negative: it starts in the future). */
  startedDaysAgo: number;
  /** Overrides the validity end: days from now. */
  endsInDays?: number;
  contractNumber?: string;
  ranges?: { rangeMinimum: number; rangeMaximum: number; rangePrice: number }[];
  used: Record<string, number>;
}

const TRANSPORTES_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00002';
const METALICAS_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00003';

/**
 * docs/api/licensing.md "Demo data": Comercializadora Andina's COLFACTURA documents at 87 % ("Baja
 * disponibilidad": the base plan's 500 used up, 22 of the complementary 100), its COLNOMINA plan with
 * employees per month, Transportes del Pacífico's plan ending in 20 days ("Próximo a vencer") and a
 * BIILIMITADO contract with price ranges. Used figures equal the sum of the demo consumption events.
 */
export const DEMO_PLANS: DemoPlan[] = [
  {
    key: 'andina-colfactura-base',
    customerId: DEMO_COMPANY_ID,
    packageCode: 'COLFAC-PYME',
    serviceName: 'COLFACTURA',
    startedDaysAgo: 60,
    used: { COLFACTURA_DOCUMENTO: 500 },
  },
  {
    key: 'andina-colfactura-docs',
    customerId: DEMO_COMPANY_ID,
    packageCode: 'COLFAC-DOC-ADIC-100',
    serviceName: 'COLFACTURA',
    startedDaysAgo: 20,
    used: { COLFACTURA_DOCUMENTO: 22 },
  },
  {
    key: 'andina-colnomina-base',
    customerId: DEMO_COMPANY_ID,
    packageCode: 'COLNOM-PYME',
    serviceName: 'COLNOMINA',
    startedDaysAgo: 75,
    used: { COLNOMINA_EMPLEADO: 45 },
  },
  {
    key: 'transportes-colfactura-base',
    customerId: TRANSPORTES_ID,
    packageCode: 'COLFAC-EMPRENDEDOR',
    serviceName: 'COLFACTURA',
    startedDaysAgo: 345,
    endsInDays: 20,
    used: { COLFACTURA_DOCUMENTO: 64 },
  },
  {
    key: 'metalicas-colfactura-contract',
    customerId: METALICAS_ID,
    packageCode: 'BIILIMITADO',
    serviceName: 'COLFACTURA',
    startedDaysAgo: 30,
    endsInDays: 335,
    contractNumber: 'CT-2026-0042',
    ranges: [
      { rangeMinimum: 1, rangeMaximum: 1000, rangePrice: 250 },
      { rangeMinimum: 1001, rangeMaximum: 5000, rangePrice: 200 },
    ],
    used: { COLFACTURA_DOCUMENTO: 1280 },
  },
];

interface PackageRow {
  id: number;
  package_code: string;
  package_name: string;
  package_type_code: string;
  validity_type_id: string;
  validity_period: number;
}

interface FeatureRow {
  package_id: number;
  service_name: string;
  feature_id: number;
  feature_code: string;
  feature_name: string;
  feature_alias: string | null;
  category_type: FeatureCategoryType;
  quantity: number;
  storage_unit: BalanceStorageUnit | null;
}

interface ServiceRow {
  id: number;
  service_name: string;
  description_service: string | null;
}

/**
 * Demo licences (after the catalogue's seeder). Demo data only: it reads the catalogue's demo rows by code
 * instead of asking the catalogue context, which seeders cannot reach. Skips a customer already holding plans.
 */
export class LicensingDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sql = em as SqlEntityManager;
    const connection = sql.getConnection();
    const packages = await connection.execute<PackageRow[]>(
      `select p.id, p.package_code, p.package_name, t.package_type_code, p.validity_type_id, p.validity_period
       from catalogue.package p join catalogue.package_type t on t.id = p.package_type_id`,
    );
    const features = await connection.execute<FeatureRow[]>(
      `select pf.package_id, s.service_name, sf.id as feature_id, sf.service_feature_code as feature_code,
              sf.feature_description as feature_name, sf.feature_alias, ft.category_type, pf.quantity, pf.storage_unit
       from catalogue.package_feature pf
       join catalogue.service s on s.id = pf.service_id
       join catalogue.service_feature sf on sf.id = pf.service_feature_id
       join catalogue.feature_type ft on ft.id = sf.feature_type_id
       order by pf.id`,
    );
    const services = await connection.execute<ServiceRow[]>('select id, service_name, description_service from catalogue.service');
    const seeded = new Set(
      (await connection.execute<{ customer_id: string }[]>('select distinct customer_id from licensing.licence_plan')).map(
        (r) => r.customer_id,
      ),
    );
    const now = new Date();

    for (const demo of DEMO_PLANS) {
      if (seeded.has(demo.customerId)) continue;
      const customer = DEMO_CUSTOMERS.find((c) => c.id === demo.customerId)?.data;
      const pkg = packages.find((p) => p.package_code === demo.packageCode);
      const service = services.find((s) => s.service_name === demo.serviceName);
      if (!customer || !pkg || !service) continue;
      const effectiveDate = new Date(now.getTime() - demo.startedDaysAgo * DAY_MS);
      const expirationDate =
        demo.endsInDays !== undefined
          ? new Date(now.getTime() + demo.endsInDays * DAY_MS)
          : planExpiration(effectiveDate, pkg.validity_type_id, pkg.validity_period);
      const customerName = customer.legalName ?? [customer.firstName, customer.lastName].filter(Boolean).join(' ');
      const input: NewPlan = {
        origin: demo.contractNumber ? 'MANUAL' : 'ORDER',
        referenceUuid: null,
        paymentReference: null,
        contractNumber: demo.contractNumber ?? null,
        customer: {
          customerId: demo.customerId,
          customerName,
          documentTypeId: customer.documentTypeId,
          documentNumber: customer.documentNumber,
        },
        appName: demo.serviceName.toLowerCase(),
        service: {
          serviceId: service.id,
          serviceName: service.service_name,
          serviceDescription: service.description_service ?? service.service_name,
        },
        pkg: {
          packageId: pkg.id,
          packageCode: pkg.package_code,
          packageName: pkg.package_name,
          packageTypeCode: pkg.package_type_code,
          validityTypeId: pkg.validity_type_id,
          validityPeriod: pkg.validity_period,
        },
        quantity: 1,
        effectiveDate,
        expirationDate,
        purchaseDate: effectiveDate,
        balances: features
          .filter((f) => f.package_id === pkg.id)
          .map((f) => ({
            serviceName: f.service_name,
            featureId: f.feature_id,
            featureCode: f.feature_code,
            featureName: f.feature_name,
            featureAlias: f.feature_alias,
            featureCategory: f.category_type,
            total: f.quantity === 1_000_000 ? 0 : f.quantity,
            isUnlimited: f.quantity === 1_000_000,
            storageUnit: f.storage_unit,
          })),
      };
      const plan = LicencePlan.issue(input);
      if (demo.ranges) plan.replaceRanges(demo.ranges);
      em.persist(plan);
      await em.flush();
      await this.consume(sql, demo, plan, now);
    }
  }

  /** Demo consumption events whose sum is each balance's used figure, spread over the plan's days so far. */
  private async consume(em: SqlEntityManager, demo: DemoPlan, plan: LicencePlan, now: Date): Promise<void> {
    const connection = em.getConnection();
    for (const balance of plan.balances.getItems()) {
      const used = demo.used[balance.featureCode];
      if (!used) continue;
      const events = Math.min(used, 24);
      const span = Math.max(1, Math.min(demo.startedDaysAgo, 89)) * DAY_MS;
      let left = used;
      let last = plan.effectiveDate;
      for (let i = 0; i < events; i += 1) {
        const quantity = i === events - 1 ? left : Math.floor(used / events);
        left -= quantity;
        const occurredAt = new Date(now.getTime() - span + Math.floor(((i + 1) * span) / (events + 1)));
        last = occurredAt;
        await connection.execute(
          `insert into licensing.consumption_event
             (app_name, event_id, document_type_id, document_number, service_name, feature_code, quantity, occurred_at, allocations)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) on conflict (app_name, event_id) do nothing`,
          [
            demo.serviceName.toLowerCase(),
            `demo-${demo.key}-${balance.featureCode.toLowerCase()}-${i + 1}`,
            plan.documentTypeId,
            plan.documentNumber,
            demo.serviceName,
            balance.featureCode,
            quantity,
            occurredAt,
            JSON.stringify([{ balanceId: balance.id, quantity }]),
          ],
        );
      }
      await connection.execute('update licensing.licence_balance set used = ?, last_use_date = ? where id = ?', [used, last, balance.id]);
    }
  }
}
