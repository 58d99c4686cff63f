import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { DEMO_COMPANY_ID } from '@lic/server-customers';
import { CatalogueDemoSeeder } from '../index';
import { rows } from './catalogue-test-kit';

const COUNTS = `select
  (select count(*) from catalogue.service) as services,
  (select count(*) from catalogue.feature_type) as feature_types,
  (select count(*) from catalogue.service_feature) as service_features,
  (select count(*) from catalogue.package) as packages,
  (select count(*) from catalogue.package_feature) as package_features,
  (select count(*) from catalogue.promotional_code) as promo_codes,
  (select count(*) from catalogue.stored_file) as files,
  (select count(*) from kernel.outbox_message where event_name like 'catalogue.%') as events`;

describe('CatalogueDemoSeeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every brand base, complementary and offer packages, and the suite combos', async () => {
    const found = await rows<{ service_name: string; type: string; offers: string }>(
      t,
      `select s.service_name, pt.package_type_code as type, count(*) filter (where p.apply_offer) as offers
         from catalogue.package p
         join catalogue.package_type pt on pt.id = p.package_type_id
         join catalogue.package_service ps on ps.package_id = p.id
         join catalogue.service s on s.id = ps.service_id
        group by s.service_name, pt.package_type_code`,
    );
    for (const brand of ['COLFACTURA', 'COLNOMINA', 'FIRMAYA', 'FIRMAMAIL', 'BOVEDA', 'BEMYSELF']) {
      expect(found.some((r) => r.service_name === brand && r.type === 'BAS')).toBe(true);
      expect(found.some((r) => r.service_name === brand && r.type === 'CMP')).toBe(true);
    }
    expect(
      found
        .filter((r) => r.type === 'CMB')
        .map((r) => r.service_name)
        .sort(),
    ).toEqual(['COLFACTURA', 'COLNOMINA', 'FIRMAMAIL', 'FIRMAYA']);
    expect(
      found
        .filter((r) => Number(r.offers) > 0)
        .map((r) => r.service_name)
        .sort(),
    ).toEqual(['BOVEDA', 'COLFACTURA', 'COLNOMINA']);
  });

  it('configures features of each package service type only, unlimited and GB where it says', async () => {
    const mismatched = await rows(
      t,
      `select pf.id from catalogue.package_feature pf
         join catalogue.service s on s.id = pf.service_id
         join catalogue.service_feature sf on sf.id = pf.service_feature_id
         left join catalogue.package_service ps on ps.package_id = pf.package_id and ps.service_id = pf.service_id
        where sf.service_type_id <> s.service_type_id or ps.package_id is null`,
    );
    expect(mismatched).toEqual([]);
    const storage = await rows(
      t,
      `select p.package_code, pf.quantity, pf.storage_unit from catalogue.package_feature pf
         join catalogue.package p on p.id = pf.package_id
         join catalogue.service_feature sf on sf.id = pf.service_feature_id
        where sf.service_feature_code = 'BOVEDA_ALMACENAMIENTO' order by p.package_code`,
    );
    expect(storage).toEqual([
      { package_code: 'BOVEDA-100GB', quantity: 100, storage_unit: 'GB' },
      { package_code: 'BOVEDA-10GB', quantity: 10, storage_unit: 'GB' },
      { package_code: 'BOVEDA-500MB-ADIC', quantity: 500, storage_unit: 'MB' },
      { package_code: 'BOVEDA-50GB-OFERTA', quantity: 50, storage_unit: 'GB' },
    ]);
    const unlimited = await rows(t, 'select count(*) as count from catalogue.package_feature where quantity = 1000000');
    expect(Number((unlimited[0] as { count: string }).count)).toBeGreaterThan(0);
  });

  it('links the private package to the demo company and gives each offer an image', async () => {
    expect(
      await rows(
        t,
        'select p.package_code, pc.customer_id from catalogue.package_customer pc join catalogue.package p on p.id = pc.package_id order by p.package_code',
      ),
    ).toEqual([
      { package_code: 'BIILIMITADO', customer_id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00003' },
      { package_code: 'COLFAC-CORP-ANDINA', customer_id: DEMO_COMPANY_ID },
    ]);
    const offers = await rows<{ offer_image_key: string | null; content_type: string | null }>(
      t,
      'select p.offer_image_key, f.content_type from catalogue.package p left join catalogue.stored_file f on f.id::text = p.offer_image_key where p.apply_offer',
    );
    expect(offers.length).toBe(3);
    expect(offers.every((o) => o.offer_image_key && o.content_type === 'image/png')).toBe(true);
  });

  it('creates a monthly, a single-use and a total-purchase promo code', async () => {
    expect(
      await rows(
        t,
        'select promotion_code, use_quantity, periodicity_type, apply_total_purchase, type_user_id from catalogue.promotional_code order by id',
      ),
    ).toEqual([
      { promotion_code: 'BIENVENIDA10', use_quantity: 50, periodicity_type: 'MONTHLY', apply_total_purchase: false, type_user_id: 1 },
      { promotion_code: 'NOMINAGRATIS', use_quantity: 1, periodicity_type: 'NEVER', apply_total_purchase: false, type_user_id: 2 },
      { promotion_code: 'DESCUENTO50MIL', use_quantity: 200, periodicity_type: 'NEVER', apply_total_purchase: true, type_user_id: 1 },
    ]);
  });

  it('announces every package and promo code once, and a second run changes nothing', async () => {
    const [before] = await rows<Record<string, string>>(t, COUNTS);
    expect(Number(before.events)).toBe(Number(before.packages) + Number(before.promo_codes));
    await t.orm.seeder.seed(CatalogueDemoSeeder);
    const [after] = await rows<Record<string, string>>(t, COUNTS);
    expect(after).toEqual(before);
  });
});
