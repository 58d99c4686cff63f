import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { callersOf, outboxPayloads, rows, send, type Callers } from './catalogue-test-kit';

const GET = '/license/api/package/GetPackagesConfiguration';
const SET = '/license/api/package/SetFeaturesDependingPackage';

interface Feature {
  featureId: number;
  featureCode: string;
  selected: boolean;
  quantity: number;
  storageType: string | null;
  isStorage: boolean;
  isUnlimited: boolean;
}
interface ConfigRecord {
  packageId: number;
  packageCode: string;
  packageDiscount: number;
  packageWithDiscount: number;
  serviceList: { serviceId: number; serviceName: string; features: Feature[] }[];
}

describe('Configurar paquetes: package features through HTTP', () => {
  let t: TestApp;
  let c: Callers;
  let packageId: number;
  let services: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    c = await callersOf(t);
    const list = (await send(t, 'get', '/license/api/service/GetAllServices', c.superadmin).expect(200)).body.result.records as {
      id: number;
      serviceName: string;
    }[];
    services = Object.fromEntries(list.map((s) => [s.serviceName, s.id]));
    const saved = await send(t, 'post', '/license/api/Package/SavePackage', c.superadmin, {
      Id: 0,
      PackageCode: 'CMP-FACT-BOVEDA',
      PackageTypeId: 3,
      PackageName: 'Facturas con custodia',
      PackageDescription: 'Documentos electrónicos con custodia en la bóveda.',
      PackagePrice: 240000,
      TaxIva: 19,
      ValidityPeriod: 1,
      ValidityTypeId: 'A',
      Relevance: 2,
      Order: 1,
      ApplyOffer: false,
      PublicVisibility: true,
      PackageServiceIdList: [services.COLFACTURA, services.BOVEDA],
      PackageChannelIdList: [1],
      Idstate: 0,
    }).expect(200);
    packageId = saved.body.result.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const configuration = async (PackageType: number, PackageName?: string): Promise<ConfigRecord[]> =>
    (await send(t, 'post', GET, c.superadmin, PackageName === undefined ? { PackageType } : { PackageType, PackageName }).expect(200)).body
      .result.records;
  const ours = async () => (await configuration(3)).find((p) => p.packageId === packageId) as ConfigRecord;
  const feature = (record: ConfigRecord, code: string) =>
    record.serviceList.flatMap((s) => s.features).find((f) => f.featureCode === code) as Feature;
  const featureRows = async () =>
    rows<{ code: string; quantity: number; storage_unit: string | null }>(
      t,
      'select sf.service_feature_code as code, pf.quantity, pf.storage_unit from catalogue.package_feature pf join catalogue.service_feature sf on sf.id = pf.service_feature_id where pf.package_id = ? order by sf.service_feature_code',
      [packageId],
    );

  it('needs PACKAGES', async () => {
    for (const [path, body] of [
      [GET, { PackageType: 1 }],
      [SET, []],
    ] as const) {
      await send(t, 'post', path, undefined, body).expect(401);
      for (const auth of [c.promoCode, c.comercial, c.financiero, c.customer]) await send(t, 'post', path, auth, body).expect(403);
    }
  });

  it('lists the packages of a type with every feature of their services, selected or not', async () => {
    const bases = await configuration(1);
    expect(bases.every((p) => p.packageCode)).toBe(true);
    const boveda = bases.find((p) => p.packageCode === 'BOVEDA-10GB') as ConfigRecord;
    expect(boveda.serviceList).toHaveLength(1);
    expect(boveda.serviceList[0]).toMatchObject({ serviceId: services.BOVEDA, serviceName: 'BOVEDA' });
    expect(boveda.serviceList[0].features).toEqual([
      expect.objectContaining({ featureCode: 'BOVEDA_CUSTODIA', isPrincipal: true, selected: false, quantity: 1, storageType: null }),
      expect.objectContaining({
        featureCode: 'BOVEDA_ALMACENAMIENTO',
        featureName: 'Espacio de almacenamiento seguro',
        featureTypeName: 'Almacenamiento',
        selected: true,
        quantity: 10,
        isStorage: true,
        storageType: 'GB',
      }),
      expect.objectContaining({ featureCode: 'BOVEDA_USUARIO', selected: true, quantity: 2, isStorage: false, storageType: null }),
    ]);
    expect(feature(bases.find((p) => p.packageCode === 'COLFAC-EMPRESARIAL') as ConfigRecord, 'COLFACTURA_DOCUMENTO')).toMatchObject({
      quantity: 1000000,
      isUnlimited: true,
    });
  });

  it('gives the discount percentage and price of offers and filters by name', async () => {
    const pyme = await configuration(1, 'pyme');
    expect(pyme.map((p) => p.packageCode).sort()).toEqual(['COLFAC-PYME', 'COLFAC-PYME-OFERTA', 'COLNOM-OFERTA-VLR', 'COLNOM-PYME']);
    expect(pyme.find((p) => p.packageCode === 'COLFAC-PYME-OFERTA')).toMatchObject({
      packagePrice: 890000,
      packageDiscount: 20,
      packageWithDiscount: 712000,
    });
    expect(pyme.find((p) => p.packageCode === 'COLNOM-OFERTA-VLR')).toMatchObject({ packageDiscount: 19.39, packageWithDiscount: 790000 });
    expect(pyme.find((p) => p.packageCode === 'COLFAC-PYME')).toMatchObject({ packageDiscount: 0, packageWithDiscount: 890000 });
    expect(await configuration(1, 'no existe ninguno')).toEqual([]);
  });

  it('answers 400 for a bad type or a long name', async () => {
    const response = await send(t, 'post', GET, c.superadmin, { PackageType: 7, PackageName: 'x'.repeat(101) }).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'PackageType', message: 'El valor no es una opción válida.' },
      { field: 'PackageName', message: 'Máximo 100 caracteres.' },
    ]);
  });

  it('saves quantities, unlimited and the storage unit, and announces the package', async () => {
    const record = await ours();
    const pick = (code: string) => feature(record, code).featureId;
    const response = await send(t, 'post', SET, c.superadmin, [
      {
        packageId,
        serviceList: [
          {
            serviceId: services.COLFACTURA,
            features: [
              { featureId: pick('COLFACTURA_DOCUMENTO'), selected: true, quantity: 250 },
              { featureId: pick('COLFACTURA_USUARIO'), selected: true, quantity: 1000000, storageType: 'GB' },
            ],
          },
          {
            serviceId: services.BOVEDA,
            features: [{ featureId: pick('BOVEDA_ALMACENAMIENTO'), selected: true, quantity: 20, storageType: 'GB' }],
          },
        ],
      },
    ]).expect(200);
    expect(response.body).toEqual({ statusMessage: 'Las caracteristicas se han actualizado exitosamente', result: { updatedPackages: 1 } });
    expect(await featureRows()).toEqual([
      { code: 'BOVEDA_ALMACENAMIENTO', quantity: 20, storage_unit: 'GB' },
      { code: 'COLFACTURA_DOCUMENTO', quantity: 250, storage_unit: null },
      { code: 'COLFACTURA_USUARIO', quantity: 1000000, storage_unit: null },
    ]);
    const after = await ours();
    expect(feature(after, 'BOVEDA_ALMACENAMIENTO')).toMatchObject({ selected: true, quantity: 20, storageType: 'GB' });
    expect(feature(after, 'COLFACTURA_USUARIO')).toMatchObject({ selected: true, isUnlimited: true });

    const [event] = (await outboxPayloads(t, 'catalogue.package-changed')).filter((p) => p.packageId === packageId).slice(-1);
    expect(event.features).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          serviceFeatureCode: 'BOVEDA_ALMACENAMIENTO',
          quantity: 20,
          isUnlimited: false,
          storageUnit: 'GB',
          featureTypeName: 'Almacenamiento',
        }),
        expect.objectContaining({ serviceFeatureCode: 'COLFACTURA_USUARIO', quantity: 1000000, isUnlimited: true, storageUnit: null }),
      ]),
    );
    expect((await rows(t, 'select modified_by from catalogue.package where id = ?', [packageId]))[0]).toEqual({
      modified_by: 'admin.catalogo',
    });
  });

  it('removes unselected features, keeps the unlisted ones and defaults storage to MB', async () => {
    const record = await ours();
    await send(t, 'post', SET, c.superadmin, [
      {
        packageId,
        serviceList: [
          {
            serviceId: services.COLFACTURA,
            features: [{ featureId: feature(record, 'COLFACTURA_USUARIO').featureId, selected: false, quantity: null }],
          },
          {
            serviceId: services.BOVEDA,
            features: [{ featureId: feature(record, 'BOVEDA_ALMACENAMIENTO').featureId, selected: true, quantity: 750 }],
          },
        ],
      },
    ]).expect(200);
    expect(await featureRows()).toEqual([
      { code: 'BOVEDA_ALMACENAMIENTO', quantity: 750, storage_unit: 'MB' },
      { code: 'COLFACTURA_DOCUMENTO', quantity: 250, storage_unit: null },
    ]);
  });

  it('accepts the records of GetPackagesConfiguration sent back as they are', async () => {
    const record = await ours();
    await send(t, 'post', SET, c.superadmin, [record]).expect(200);
    expect(await featureRows()).toEqual([
      { code: 'BOVEDA_ALMACENAMIENTO', quantity: 750, storage_unit: 'MB' },
      { code: 'COLFACTURA_DOCUMENTO', quantity: 250, storage_unit: null },
    ]);
  });

  it('answers 400 for quantities out of 1–9,999,999, a unit other than MB or GB and a malformed body', async () => {
    const record = await ours();
    const id = feature(record, 'COLFACTURA_DOCUMENTO').featureId;
    const body = (features: unknown[]) => [{ packageId, serviceList: [{ serviceId: services.COLFACTURA, features }] }];
    const path = '0.serviceList.0.features';
    const unit = await send(t, 'post', SET, c.superadmin, body([{ featureId: id, selected: true, quantity: 5, storageType: 'TB' }])).expect(
      400,
    );
    expect(unit.body.errors).toEqual([{ field: `${path}.0.storageType`, message: 'El valor no es una opción válida.' }]);
    const ranges = await send(
      t,
      'post',
      SET,
      c.superadmin,
      body([
        { featureId: id, selected: true, quantity: 0 },
        { featureId: id, selected: true, quantity: 10_000_000 },
        { featureId: id, selected: true },
      ]),
    ).expect(400);
    expect(ranges.body.errors).toEqual(
      [0, 1, 2].map((i) => ({ field: `${path}.${i}.quantity`, message: 'Debe ser un número entero entre 1 y 9999999.' })),
    );
    const notList = await send(t, 'post', SET, c.superadmin, { packageId }).expect(400);
    expect(notList.body.errors).toEqual([{ field: 'body', message: 'Campo obligatorio' }]);
    const unknownField = await send(t, 'post', SET, c.superadmin, [{ packageId, serviceList: [], precio: 1 }]).expect(400);
    expect(unknownField.body.errors).toEqual([{ field: '0.precio', message: 'Este campo no está permitido.' }]);
    expect(await featureRows()).toHaveLength(2);
  });

  it('answers 422 for a feature of another service type, a service out of the package or unknown ids, changing nothing', async () => {
    const record = await ours();
    const bovedaFeature = feature(record, 'BOVEDA_ALMACENAMIENTO').featureId;
    const wrongService = await send(t, 'post', SET, c.superadmin, [
      {
        packageId,
        serviceList: [
          {
            serviceId: services.COLFACTURA,
            features: [
              { featureId: bovedaFeature, selected: true, quantity: 3 },
              { featureId: 999999, selected: true, quantity: 1 },
            ],
          },
        ],
      },
    ]).expect(422);
    expect(wrongService.body).toMatchObject({
      code: 'CATALOGUE.PACKAGE_FEATURES_NOT_UPDATED',
      statusMessage: 'Las características del paquete CMP-FACT-BOVEDA no fueron actualizadas',
      errors: [
        {
          field: '0.serviceList.0.features.0.featureId',
          message: 'La característica BOVEDA_ALMACENAMIENTO no pertenece al tipo del producto o servicio.',
        },
        { field: '0.serviceList.0.features.1.featureId', message: 'Una o más características seleccionadas no existen o están inactivas.' },
      ],
    });
    const outside = await send(t, 'post', SET, c.superadmin, [
      { packageId, serviceList: [{ serviceId: services.FIRMAYA, features: [] }] },
    ]).expect(422);
    expect(outside.body.errors).toEqual([
      { field: '0.serviceList.0.serviceId', message: 'El producto o servicio no hace parte del paquete.' },
    ]);
    const unknownPackage = await send(t, 'post', SET, c.superadmin, [{ packageId: 999999, serviceList: [] }]).expect(422);
    expect(unknownPackage.body.statusMessage).toBe('El paquete no existe.');
    expect(await featureRows()).toEqual([
      { code: 'BOVEDA_ALMACENAMIENTO', quantity: 750, storage_unit: 'MB' },
      { code: 'COLFACTURA_DOCUMENTO', quantity: 250, storage_unit: null },
    ]);
  });
});
