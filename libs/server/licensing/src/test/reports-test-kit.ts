import type { TestApp } from '@lic/api-testing';

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

export interface ReportCustomer {
  documentType: number;
  documentNumber: string;
  name: string;
}

/** A plan with one balance per feature, straight into the tables (the reports only read them). */
export async function insertPlan(
  t: TestApp,
  customer: ReportCustomer,
  serviceName: string,
  features: { code: string; name: string; category?: 'T' | 'F' }[],
): Promise<void> {
  const [plan] = await rows<{ id: string }>(
    t,
    `insert into "licensing"."licence_plan" ("created_on", "origin", "customer_id", "customer_name", "document_type_id", "document_number",
       "app_name", "service_id", "service_name", "service_description", "package_id", "package_code", "package_name", "package_type_code",
       "quantity", "validity_type_id", "validity_period", "effective_date", "expiration_date", "purchase_date")
     values (now(), 'TEST', gen_random_uuid(), ?, ?, ?, lower(?), 1, ?, ?, 1, 'PKTEST', 'Paquete de prueba', 'BAS', 1, 'A', 1,
       now() - interval '200 days', now() + interval '165 days', now() - interval '200 days')
     returning "id"`,
    [customer.name, customer.documentType, customer.documentNumber, serviceName, serviceName, serviceName],
  );
  for (const feature of features) {
    await rows(
      t,
      `insert into "licensing"."licence_balance" ("plan_id", "document_type_id", "document_number", "service_name", "feature_id",
         "feature_code", "feature_name", "feature_category", "total", "used", "effective_date", "expiration_date")
       values (?, ?, ?, ?, 1, ?, ?, ?, 100000, 0, now() - interval '200 days', now() + interval '165 days')`,
      [plan.id, customer.documentType, customer.documentNumber, serviceName, feature.code, feature.name, feature.category ?? 'T'],
    );
  }
}

let eventNumber = 0;

/** An accepted consumption event. */
export async function insertEvent(
  t: TestApp,
  customer: ReportCustomer,
  event: { serviceName: string; featureCode: string; quantity: number; occurredAt: string },
): Promise<void> {
  eventNumber += 1;
  await rows(
    t,
    `insert into "licensing"."consumption_event" ("app_name", "event_id", "document_type_id", "document_number", "service_name",
       "feature_code", "quantity", "occurred_at", "allocations")
     values (lower(?), ?, ?, ?, ?, ?, ?, ?, '[]'::jsonb)`,
    [
      event.serviceName,
      `report-test-${eventNumber}`,
      customer.documentType,
      customer.documentNumber,
      event.serviceName,
      event.featureCode,
      event.quantity,
      event.occurredAt,
    ],
  );
}

let orderNumber = 0;

/** A purchase order with a promotion code, straight into ordering's table (the report only counts them). */
export async function insertPromotionOrder(
  t: TestApp,
  order: { promotionCode: string; state: number; totalDiscount: number; registeredOn: string },
): Promise<void> {
  orderNumber += 1;
  await rows(
    t,
    `insert into "ordering"."purchase_order" ("id", "created_on", "payment_reference", "submission_id", "app_name", "service_name", "kind",
       "state", "registration_code", "payment_method", "billing_customer_id", "service_customer_id", "service_document_type_id",
       "service_document_number", "billing_customer", "service_customer", "promotion_code", "sub_total", "total_discount", "tax_iva",
       "total", "registered_on", "consent_policy_url", "consent_terms_url", "consent_accepted_at")
     values (gen_random_uuid(), ?, ?, gen_random_uuid(), 'colfactura', 'COLFACTURA', 'PURCHASE', ?, 'RPT', 'EN_LINEA',
       gen_random_uuid(), gen_random_uuid(), 4, '811222333', '{}'::jsonb, '{}'::jsonb, ?, 100000, ?, 0, 100000, ?,
       'https://example.com/politica', 'https://example.com/terminos', ?)`,
    [
      order.registeredOn,
      `RPT-${String(orderNumber).padStart(6, '0')}`,
      order.state,
      order.promotionCode,
      order.totalDiscount,
      order.registeredOn,
      order.registeredOn,
    ],
  );
}
