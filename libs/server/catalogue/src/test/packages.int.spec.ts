import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { uploadTestFiles } from '@lic/server-kernel';
import { DEMO_COMPANY_ID } from '@lic/server-customers';
import { callersOf, outboxPayloads, rows, send, type Callers, type Method } from './catalogue-test-kit';

const PACKAGE = '/license/api/Package';
const DAY_MS = 86_400_000;
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface PackageView {
  id: number;
  order: number;
  relevance: number;
  urlImageOffer: string;
  offerStartTime: string;
  offerExpirationTime: string;
  [field: string]: unknown;
}

/** A Bogotá calendar day, `offset` days from today. */
const day = (offset: number) => new Date(Date.now() - 5 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

describe('Paquetes: packages through HTTP', () => {
  let t: TestApp;
  let c: Callers;
  let colfactura: number;
  let colnomina: number;
  const channel: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    c = await callersOf(t);
    const services = (await send(t, 'get', '/license/api/service/GetAllServices', c.superadmin).expect(200)).body.result.records as {
      id: number;
      serviceName: string;
    }[];
    colfactura = services.find((s) => s.serviceName === 'COLFACTURA')!.id;
    colnomina = services.find((s) => s.serviceName === 'COLNOMINA')!.id;
    const channels = (await send(t, 'get', `${PACKAGE}/GetAllChannel`, c.superadmin).expect(200)).body.result.records as {
      channelId: number;
      channelType: string;
    }[];
    for (const ch of channels) channel[ch.channelType] = ch.channelId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const payload = (overrides: Record<string, unknown> = {}) => ({
    Id: 0,
    PackageCode: 'CMB-ANDINA-OFERTA',
    PackageTypeId: 2,
    PackageName: 'Combo Andina oferta',
    PackageDescription: 'Facturación y nómina electrónica para Comercializadora Andina.',
    PackagePrice: 350000,
    TaxIva: 19,
    PriceUnit: 1,
    ValidityPeriod: 1,
    ValidityTypeId: 'A',
    Relevance: 1,
    Order: 3,
    ApplyOffer: true,
    OfferTypeCode: 'PTJ',
    TotalOffer: 20,
    OfferStartTime: day(0),
    OfferExpirationTime: day(30),
    PublicVisibility: false,
    PackageServiceIdList: [colfactura, colnomina],
    PackageChannelIdList: [channel['Web'], channel['Aliados']],
    CustomerIdList: [DEMO_COMPANY_ID],
    SummaryHtml: '<p onclick="steal()">Combo <strong>exclusivo</strong><script>alert(1)</script> <a href="javascript:alert(1)">ver</a></p>',
    Idstate: 0,
    Image: { FileName: 'oferta.png', ContentFileBase64: PNG_1X1 },
    ...overrides,
  });
  const save = (body: Record<string, unknown>, auth = c.superadmin) => send(t, 'post', `${PACKAGE}/SavePackage`, auth, body);
  const update = (body: Record<string, unknown>) => send(t, 'put', `${PACKAGE}/UpdatePackage`, c.superadmin, body);
  const list = async () =>
    (await send(t, 'get', `${PACKAGE}/GetPackages`, c.superadmin).expect(200)).body.result.records as Record<string, unknown>[];
  const byCode = async (code: string) => (await list()).find((p) => p.packageCode === code) as PackageView;
  const countPackages = async () => Number((await rows<{ count: string }>(t, 'select count(*) from catalogue.package'))[0].count);

  describe('who may call', () => {
    const endpoints: { method: Method; path: string; body?: unknown }[] = [
      { method: 'get', path: `${PACKAGE}/GetPackages` },
      { method: 'get', path: `${PACKAGE}/GetPackagesType` },
      { method: 'get', path: `${PACKAGE}/GetPackageTax` },
      { method: 'get', path: `${PACKAGE}/GetCountPackagesByType/1/1` },
      { method: 'get', path: `${PACKAGE}/GetAllChannel` },
      { method: 'post', path: `${PACKAGE}/SavePackage`, body: {} },
      { method: 'put', path: `${PACKAGE}/UpdatePackage`, body: {} },
      { method: 'put', path: `${PACKAGE}/ActivePackage`, body: { id: 1, idstate: 1 } },
      { method: 'get', path: `${PACKAGE}/GetPromoCodeLinkedPackage/1` },
      { method: 'get', path: `${PACKAGE}/GetChannelsLinkedPackage/1` },
      { method: 'get', path: `${PACKAGE}/GetFeaturesPackage/1` },
      { method: 'get', path: `${PACKAGE}/GetCustomerLinkedPackage/1` },
    ];

    it.each(endpoints)('$method $path answers 401 without a token', async ({ method, path, body }) => {
      await send(t, method, path, undefined, body).expect(401);
    });

    it.each(endpoints)('$method $path refuses the promo-code, commercial, financial and customer users', async ({ method, path, body }) => {
      for (const auth of [c.promoCode, c.comercial, c.financiero, c.customer]) {
        const response = await send(t, method, path, auth, body).expect(403);
        expect(response.body.statusMessage).toBe('No tienes los suficientes privilegios para realizar esta acción.');
      }
    });

    it('opens the promo-code package options to packages and promo-code staff only', async () => {
      const path = `${PACKAGE}/GetPackagesAdditionalDiscount`;
      await send(t, 'get', path).expect(401);
      for (const auth of [c.superadmin, c.promoCode, c.comercial]) await send(t, 'get', path, auth).expect(200);
      for (const auth of [c.financiero, c.customer]) await send(t, 'get', path, auth).expect(403);
    });
  });

  describe('lists and options', () => {
    it('lists the package types, the tax parameter and the active channels', async () => {
      const types = await send(t, 'get', `${PACKAGE}/GetPackagesType`, c.superadmin).expect(200);
      expect(types.body.result.records).toEqual([
        { id: 1, packageTypeCode: 'BAS', packageTypeName: 'Base' },
        { id: 2, packageTypeCode: 'CMB', packageTypeName: 'Combo' },
        { id: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
      ]);
      const tax = await send(t, 'get', `${PACKAGE}/GetPackageTax`, c.superadmin).expect(200);
      expect(tax.body.result).toEqual({ packageTax: 19, parameterCode: 'PackageTax', parameterValue: '{"type":"number","value":19}' });
      const channels = await send(t, 'get', `${PACKAGE}/GetAllChannel`, c.superadmin).expect(200);
      expect(channels.body.result.records.map((r: { channelType: string }) => r.channelType)).toEqual([
        'Web',
        'Call center',
        'Aliados',
        'Fuerza de ventas',
      ]);
    });

    it('lists every package by type, relevance and order, with names of the private package companies', async () => {
      const records = await list();
      const keys = records.map((p) => [(p.packageType as { id: number }).id, p.relevance as number, p.order as number]);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
      expect(keys).toEqual(sorted);
      const corporate = records.find((p) => p.packageCode === 'COLFAC-CORP-ANDINA');
      expect(corporate).toMatchObject({
        publicVisibility: false,
        packagePrice: 4500000,
        priceUnit: 3781512.61,
        relevanceName: 'Baja',
        validityPeriodDescription: '1 año',
        packageService: [{ serviceId: colfactura, serviceName: 'COLFACTURA' }],
        packageChannel: [{ channelId: channel['Fuerza de ventas'], channelType: 'Fuerza de ventas' }],
        packageCustomer: [
          {
            customerId: DEMO_COMPANY_ID,
            customer: {
              documentNumber: '900123456',
              legalName: 'Comercializadora Andina S.A.S.',
              legalFirstName: 'Carlos Andrés',
              legalLastName: 'Rodríguez Pérez',
              firstName: null,
              lastName: null,
            },
          },
        ],
      });
    });

    it('counts the active packages of a type and relevance, and checks the path', async () => {
      const [{ count }] = await rows<{ count: string }>(
        t,
        'select count(*) from catalogue.package where package_type_id = 1 and relevance = 1 and idstate = 0',
      );
      const response = await send(t, 'get', `${PACKAGE}/GetCountPackagesByType/1/1`, c.superadmin).expect(200);
      expect(response.body).toEqual({ result: { count: Number(count) } });
      const invalid = await send(t, 'get', `${PACKAGE}/GetCountPackagesByType/4/alta`, c.superadmin).expect(400);
      expect(invalid.body.errors).toEqual([
        { field: 'packageTypeId', message: 'El valor no es una opción válida.' },
        { field: 'relevance', message: 'El valor no es una opción válida.' },
      ]);
    });

    it('offers active packages with a price to the promo-code dialog', async () => {
      const response = await send(t, 'get', `${PACKAGE}/GetPackagesAdditionalDiscount`, c.promoCode).expect(200);
      const codes = response.body.result.records.map((r: { packageCode: string }) => r.packageCode);
      expect(codes).toContain('COLFAC-PYME');
      expect(codes).not.toContain('COLFAC-GRATIS');
      expect(response.body.result.records[0]).toEqual({
        id: expect.any(Number),
        packageCode: expect.any(String),
        packageName: expect.any(String),
        packageTypeId: 1,
      });
    });
  });

  describe('SavePackage', () => {
    let created: PackageView;

    it('creates a private combo with a percentage offer and an image, sanitising the summary', async () => {
      const response = await save(payload()).expect(200);
      expect(response.body).toEqual({
        statusMessage: 'El paquete se ha guardado exitosamente',
        result: { id: expect.any(Number), packageCode: 'CMB-ANDINA-OFERTA' },
      });
      created = await byCode('CMB-ANDINA-OFERTA');
      expect(created).toMatchObject({
        id: response.body.result.id,
        packageTypeId: 2,
        packagePrice: 350000,
        taxIva: 19,
        priceUnit: 294117.65,
        applyOffer: true,
        offerTypeCode: 'PTJ',
        totalOffer: 20,
        publicVisibility: false,
        idstate: 0,
        createdby: 'admin.catalogo',
        summaryHtml: '<p>Combo <strong>exclusivo</strong> <a>ver</a></p>',
        packageCustomer: [expect.objectContaining({ customerId: DEMO_COMPANY_ID })],
        packageService: [
          { serviceId: colfactura, serviceName: 'COLFACTURA' },
          { serviceId: colnomina, serviceName: 'COLNOMINA' },
        ],
      });
      expect(created.offerStartTime).toBe(new Date(`${day(0)}T05:00:00.000Z`).toISOString());
      expect(created.offerExpirationTime).toBe(new Date(Date.parse(`${day(31)}T05:00:00.000Z`) - 1).toISOString());
      expect(created.urlImageOffer).toMatch(/^\/license\/api\/Package\/GetOfferImage\/[0-9a-f-]{36}$/);

      const image = await t.http().get(created.urlImageOffer).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      // Stored re-encoded (decision 0046): other bytes, the same pixels.
      expect(Buffer.from(image.body).equals(Buffer.from(PNG_1X1, 'base64'))).toBe(false);
      expect(await sharp(Buffer.from(image.body)).raw().toBuffer()).toEqual(await sharp(Buffer.from(PNG_1X1, 'base64')).raw().toBuffer());
    });

    it('announces the new package with its snapshot (PackagePublished)', async () => {
      const [event] = (await outboxPayloads(t, 'catalogue.package-published')).filter((p) => p.packageCode === 'CMB-ANDINA-OFERTA');
      expect(event).toMatchObject({
        packageId: created.id,
        packageTypeCode: 'CMB',
        packagePrice: 350000,
        priceUnit: 294117.65,
        packagePriceWithDiscount: 280000,
        discount: 70000,
        idstate: 0,
        publicVisibility: false,
        customerIds: [DEMO_COMPANY_ID],
        channelIds: [channel['Web'], channel['Aliados']],
        urlImageOffer: created.urlImageOffer,
        features: [],
      });
    });

    it('reports every missing field with "Campo obligatorio" and saves nothing', async () => {
      const before = await countPackages();
      const response = await save({}).expect(400);
      const fields = [
        'Id',
        'PackageCode',
        'PackageTypeId',
        'PackageName',
        'PackageDescription',
        'PackagePrice',
        'TaxIva',
        'ValidityPeriod',
        'ValidityTypeId',
        'Relevance',
        'Order',
        'ApplyOffer',
        'PublicVisibility',
        'PackageServiceIdList',
        'PackageChannelIdList',
        'Idstate',
      ];
      expect(response.body.errors).toEqual(fields.map((field) => ({ field, message: 'Campo obligatorio' })));
      expect(await countPackages()).toBe(before);
    });

    it.each([
      ['PackageCode', { PackageCode: 'C'.repeat(31) }, 'Máximo 30 caracteres.'],
      ['PackageName', { PackageName: 'N'.repeat(41) }, 'Máximo 40 caracteres.'],
      ['PackageDescription', { PackageDescription: 'D'.repeat(251) }, 'Máximo 250 caracteres.'],
      ['PackageDescription', { PackageDescription: 'Combo <b>bueno</b>' }, 'La descripción contiene caracteres no permitidos.'],
      ['PackagePrice', { PackagePrice: 350000.5 }, 'El campo debe ser numérico.'],
      ['PackagePrice', { PackagePrice: -1 }, 'El campo debe ser numérico.'],
      ['TaxIva', { TaxIva: 101 }, 'El campo debe ser numérico y menor o igual a 100.'],
      ['ValidityPeriod', { ValidityPeriod: 1000 }, 'Debe ser un número entero entre 1 y 999.'],
      ['ValidityPeriod', { ValidityPeriod: 0 }, 'Debe ser un número entero entre 1 y 999.'],
      ['ValidityTypeId', { ValidityTypeId: 'I' }, 'El valor no es una opción válida.'],
      ['Relevance', { Relevance: 4 }, 'El valor no es una opción válida.'],
      ['Order', { Order: 0 }, 'Debe ser un número entero entre 1 y 9999.'],
      ['PackageServiceIdList', { PackageServiceIdList: [] }, 'Campo obligatorio'],
      ['PackageChannelIdList', { PackageChannelIdList: [] }, 'Campo obligatorio'],
      ['CustomerIdList', { CustomerIdList: [] }, 'Campo obligatorio'],
      ['CustomerIdList', { CustomerIdList: ['andina'] }, 'El campo debe ser una lista de identificadores.'],
      ['TotalOffer', { OfferTypeCode: 'VLR', TotalOffer: 400000 }, 'El valor total de la oferta no puede superar el valor del paquete'],
      ['TotalOffer', { TotalOffer: 120 }, 'El campo debe ser numérico y menor o igual a 100.'],
      ['TotalOffer', { TotalOffer: null }, 'Campo obligatorio'],
      ['OfferTypeCode', { OfferTypeCode: null }, 'Campo obligatorio'],
      ['OfferStartTime', { OfferStartTime: null }, 'Campo obligatorio'],
      ['OfferStartTime', { OfferStartTime: '31/12/2026' }, 'Fecha no valida'],
      ['OfferExpirationTime', { OfferExpirationTime: '2026-02-30' }, 'Fecha no valida'],
      [
        'OfferExpirationTime',
        { OfferStartTime: day(-10), OfferExpirationTime: day(-1) },
        'Fecha fin oferta debe ser mayor o igual a la actual',
      ],
      [
        'OfferExpirationTime',
        { OfferStartTime: day(10), OfferExpirationTime: day(5) },
        'Fecha fin oferta debe ser mayor a la fecha inicio oferta',
      ],
      ['Image', { Image: null }, 'Campo obligatorio'],
      [
        'Image',
        { Image: { FileName: 'oferta.exe', ContentFileBase64: PNG_1X1 } },
        'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).',
      ],
      [
        'Image',
        { Image: { FileName: 'oferta.png', ContentFileBase64: Buffer.from('<svg onload=alert(1)>').toString('base64') } },
        'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).',
      ],
      [
        'Image',
        { Image: { FileName: 'oferta.jpg', ContentFileBase64: PNG_1X1 } },
        'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).',
      ],
      ['SummaryHtml', { SummaryHtml: `<p>${'a'.repeat(200)}</p><p>${'b'.repeat(51)}</p>` }, 'Máximo 250 caracteres.'],
    ])('answers 400 on %s for %j', async (field, overrides, message) => {
      const before = await countPackages();
      const response = await save(payload({ PackageCode: 'REGLA-400', ...overrides })).expect(400);
      expect(response.body.errors).toContainEqual({ field, message });
      expect(await countPackages()).toBe(before);
    });

    it('refuses an image of more than 2 MB with 413 and the spec message, and a body too large to hold one before reading it', async () => {
      const big = uploadTestFiles.pdfOfSize(2_097_153);
      const response = await save(
        payload({ PackageCode: 'IMG-GRANDE', Image: { FileName: 'grande.pdf', ContentFileBase64: big.toString('base64') } }),
      ).expect(413);
      expect(response.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        statusMessage: 'El tamaño del archivo supera el máximo permitido (2MB).',
        errors: [{ field: 'Image', message: 'El tamaño del archivo supera el máximo permitido (2MB).' }],
      });
      const huge = await save(
        payload({ PackageCode: 'IMG-ENORME', Image: { FileName: 'enorme.pdf', ContentFileBase64: 'A'.repeat(3_500_000) } }),
      ).expect(413);
      expect(huge.body.statusMessage).toBe('El tamaño del archivo supera el máximo permitido (2MB).');
    });

    it('refuses an image with a script after its end or a PDF that runs JavaScript (400)', async () => {
      for (const [name, file] of [
        ['oferta.png', uploadTestFiles.png({ after: Buffer.from('<script>alert(1)</script>') })],
        ['oferta.pdf', uploadTestFiles.pdf('2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n')],
      ] as const) {
        const response = await save(
          payload({ PackageCode: 'IMG-HOSTIL', Image: { FileName: name, ContentFileBase64: file.toString('base64') } }),
        ).expect(400);
        expect(response.body.errors).toEqual([{ field: 'Image', message: 'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).' }]);
      }
    });

    it('accepts a JPEG and a PDF by their content', async () => {
      const jpeg = uploadTestFiles.jpeg().toString('base64');
      const pdf = uploadTestFiles.pdf().toString('base64');
      await save(payload({ PackageCode: 'IMG-JPEG', Image: { FileName: 'oferta.JPEG', ContentFileBase64: jpeg } })).expect(200);
      await save(
        payload({ PackageCode: 'IMG-PDF', Image: { FileName: 'oferta.pdf', ContentFileBase64: `data:application/pdf;base64,${pdf}` } }),
      ).expect(200);
      const stored = await rows(
        t,
        "select content_type from catalogue.stored_file where file_name in ('oferta.jpeg', 'oferta.pdf') order by content_type",
      );
      expect(stored).toEqual([{ content_type: 'application/pdf' }, { content_type: 'image/jpeg' }]);
    });

    it('answers 422 "no fue guardado" for a repeated code or links to nothing usable', async () => {
      const before = await countPackages();
      const repeated = await save(payload({ PackageCode: 'cmb-andina-oferta' })).expect(422);
      expect(repeated.body).toMatchObject({
        code: 'CATALOGUE.PACKAGE_NOT_SAVED',
        statusMessage: 'El paquete cmb-andina-oferta no fue guardado',
        errors: [{ field: 'PackageCode', message: 'Ya existe un paquete con el código cmb-andina-oferta.' }],
      });
      const links = await save(
        payload({
          PackageCode: 'LINKS-MALOS',
          PackageServiceIdList: [9999],
          PackageChannelIdList: [9999],
          CustomerIdList: ['7d7c3f4e-2a4b-4c55-9a51-0c0ffee09999'],
        }),
      ).expect(422);
      expect(links.body.statusMessage).toBe('El paquete LINKS-MALOS no fue guardado');
      expect(links.body.errors).toEqual([
        { field: 'PackageServiceIdList', message: 'Uno o más productos o servicios seleccionados no existen o están inactivos.' },
        { field: 'PackageChannelIdList', message: 'Uno o más canales seleccionados no existen o están inactivos.' },
        { field: 'CustomerIdList', message: 'Una o más empresas seleccionadas no existen.' },
      ]);
      expect(await countPackages()).toBe(before);
    });

    it('creates a public package without offer: no companies, no offer type, launch date today', async () => {
      await save(
        payload({
          PackageCode: 'BAS-PUBLICO',
          PackageTypeId: 1,
          ApplyOffer: false,
          OfferTypeCode: 'VLR',
          TotalOffer: 5,
          OfferStartTime: null,
          OfferExpirationTime: null,
          PublicVisibility: true,
          Image: null,
        }),
      ).expect(200);
      const pkg = await byCode('BAS-PUBLICO');
      expect(pkg).toMatchObject({
        applyOffer: false,
        offerTypeCode: null,
        totalOffer: 0,
        urlImageOffer: null,
        packageCustomer: [],
        publicVisibility: true,
      });
      expect(pkg.offerStartTime.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    });
  });

  describe('UpdatePackage', () => {
    it('edits the package, keeps its image when none is sent and records the modifier', async () => {
      const before = await byCode('CMB-ANDINA-OFERTA');
      const response = await update(payload({ Id: before.id, PackageName: 'Combo Andina 2027', PackagePrice: 476000, Image: null })).expect(
        200,
      );
      expect(response.body).toEqual({
        statusMessage: 'El paquete se ha editado exitosamente',
        result: { id: before.id, packageCode: 'CMB-ANDINA-OFERTA' },
      });
      const after = await byCode('CMB-ANDINA-OFERTA');
      expect(after).toMatchObject({
        packageName: 'Combo Andina 2027',
        packagePrice: 476000,
        priceUnit: 400000,
        urlImageOffer: before.urlImageOffer,
        modifiedby: 'admin.catalogo',
      });
      const changed = (await outboxPayloads(t, 'catalogue.package-changed')).filter((p) => p.packageId === before.id);
      expect(changed.at(-1)).toMatchObject({ packageName: 'Combo Andina 2027', packagePrice: 476000, packagePriceWithDiscount: 380800 });
    });

    it('replaces the image, and drops it with the companies when the offer goes off and the package goes public', async () => {
      const before = await byCode('CMB-ANDINA-OFERTA');
      await update(
        payload({
          Id: before.id,
          Image: { FileName: 'nueva.gif', ContentFileBase64: uploadTestFiles.gif().toString('base64') },
        }),
      ).expect(200);
      const replaced = await byCode('CMB-ANDINA-OFERTA');
      expect(replaced.urlImageOffer).not.toBe(before.urlImageOffer);
      await t.http().get(before.urlImageOffer).expect(404);
      expect((await t.http().get(replaced.urlImageOffer).expect(200)).headers['content-type']).toBe('image/gif');

      await update(
        payload({ Id: before.id, ApplyOffer: false, OfferTypeCode: null, TotalOffer: 0, PublicVisibility: true, Image: null }),
      ).expect(200);
      const plain = await byCode('CMB-ANDINA-OFERTA');
      expect(plain).toMatchObject({
        applyOffer: false,
        offerTypeCode: null,
        totalOffer: 0,
        urlImageOffer: null,
        publicVisibility: true,
        packageCustomer: [],
      });
      await t.http().get(replaced.urlImageOffer).expect(404);
    });

    it('asks for an image when the offer comes back without one', async () => {
      const pkg = await byCode('CMB-ANDINA-OFERTA');
      const response = await update(payload({ Id: pkg.id, Image: null })).expect(400);
      expect(response.body.errors).toEqual([{ field: 'Image', message: 'Campo obligatorio' }]);
    });

    it('answers 422 "no fue editado" for another code or an unknown id', async () => {
      const pkg = await byCode('CMB-ANDINA-OFERTA');
      const renamed = await update(payload({ Id: pkg.id, PackageCode: 'CMB-OTRO' })).expect(422);
      expect(renamed.body).toMatchObject({
        code: 'CATALOGUE.PACKAGE_NOT_EDITED',
        statusMessage: 'El paquete CMB-OTRO no fue editado',
        errors: [{ field: 'PackageCode', message: 'El código del paquete no se puede modificar.' }],
      });
      const unknown = await update(payload({ Id: 99999 })).expect(422);
      expect(unknown.body).toMatchObject({
        statusMessage: 'El paquete CMB-ANDINA-OFERTA no fue editado',
        errors: [{ field: 'Id', message: 'El paquete no existe.' }],
      });
      const invalid = await update(payload({ Id: pkg.id, PackageName: '' })).expect(400);
      expect(invalid.body.errors).toEqual([{ field: 'PackageName', message: 'Campo obligatorio' }]);
    });
  });

  describe('ActivePackage', () => {
    it('inactivates and reactivates a package, which goes last among its active siblings', async () => {
      const pkg = await byCode('COLFAC-EMPRENDEDOR');
      const off = await send(t, 'put', `${PACKAGE}/ActivePackage`, c.superadmin, { id: pkg.id, idstate: 1 }).expect(200);
      expect(off.body).toEqual({ statusMessage: 'Se ha inactivado el paquete exitosamente', result: true });
      const deactivated = (await outboxPayloads(t, 'catalogue.package-deactivated')).filter((p) => p.packageId === pkg.id);
      expect(deactivated).toHaveLength(1);
      expect(deactivated[0]).toMatchObject({ packageCode: 'COLFAC-EMPRENDEDOR', idstate: 1 });

      const [{ count }] = await rows<{ count: string }>(
        t,
        'select count(*) from catalogue.package where package_type_id = 1 and relevance = ? and idstate = 0',
        [pkg.relevance],
      );
      const on = await send(t, 'put', `${PACKAGE}/ActivePackage`, c.superadmin, { id: pkg.id, idstate: 0 }).expect(200);
      expect(on.body.statusMessage).toBe('Se ha activado el paquete exitosamente');
      expect((await byCode('COLFAC-EMPRENDEDOR')).order).toBe(Number(count) + 1);
      const published = (await outboxPayloads(t, 'catalogue.package-published')).filter((p) => p.packageId === pkg.id);
      expect(published.at(-1)).toMatchObject({ idstate: 0, order: Number(count) + 1 });
    });

    it('answers 422 for an unknown package and 400 for a bad state', async () => {
      const unknown = await send(t, 'put', `${PACKAGE}/ActivePackage`, c.superadmin, { id: 99999, idstate: 1 }).expect(422);
      expect(unknown.body.statusMessage).toBe('El paquete no existe.');
      const invalid = await send(t, 'put', `${PACKAGE}/ActivePackage`, c.superadmin, { id: 1, idstate: 2 }).expect(400);
      expect(invalid.body.errors).toEqual([{ field: 'idstate', message: 'El valor no es una opción válida.' }]);
    });
  });

  describe('popovers of the package cards', () => {
    it('lists the companies, channels, features and promo codes of a package', async () => {
      const corporate = await byCode('COLFAC-CORP-ANDINA');
      const customers = await send(t, 'get', `${PACKAGE}/GetCustomerLinkedPackage/${corporate.id}`, c.superadmin).expect(200);
      expect(customers.body.result.records).toEqual([
        {
          customerId: DEMO_COMPANY_ID,
          documentNumber: '900123456',
          legalName: 'Comercializadora Andina S.A.S.',
          legalFirstName: 'Carlos Andrés',
          legalLastName: 'Rodríguez Pérez',
          firstName: null,
          lastName: null,
        },
      ]);
      const channels = await send(t, 'get', `${PACKAGE}/GetChannelsLinkedPackage/${corporate.id}`, c.superadmin).expect(200);
      expect(channels.body.result.records).toEqual([{ channelId: channel['Fuerza de ventas'], channelType: 'Fuerza de ventas' }]);
      const features = await send(t, 'get', `${PACKAGE}/GetFeaturesPackage/${corporate.id}`, c.superadmin).expect(200);
      expect(features.body.result.records).toContainEqual({
        serviceId: colfactura,
        serviceName: 'COLFACTURA',
        serviceFeatureId: expect.any(Number),
        serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
        featureDescription: 'Documentos electrónicos: facturas, notas crédito y débito',
        featureAlias: 'Documentos',
        featureTypeName: 'Documentos electrónicos',
        quantity: 1000000,
        isUnlimited: true,
        storageUnit: null,
      });

      const pyme = await byCode('COLFAC-PYME');
      const promos = await send(t, 'get', `${PACKAGE}/GetPromoCodeLinkedPackage/${pyme.id}`, c.superadmin).expect(200);
      expect(promos.body.result.records).toEqual([
        { promoCodePackageId: expect.any(Number), promotionalCode: 'BIENVENIDA10', discount: 10, offerTypeCode: 'PTJ' },
      ]);
      const none = await send(t, 'get', `${PACKAGE}/GetPromoCodeLinkedPackage/${corporate.id}`, c.superadmin).expect(200);
      expect(none.body.result.records).toEqual([]);
    });

    it('answers 422 for an unknown package and 400 for an id that is not a number', async () => {
      for (const lookup of ['GetPromoCodeLinkedPackage', 'GetChannelsLinkedPackage', 'GetFeaturesPackage', 'GetCustomerLinkedPackage']) {
        const unknown = await send(t, 'get', `${PACKAGE}/${lookup}/99999`, c.superadmin).expect(422);
        expect(unknown.body.statusMessage).toBe('El paquete no existe.');
        const invalid = await send(t, 'get', `${PACKAGE}/${lookup}/abc`, c.superadmin).expect(400);
        expect(invalid.body.errors).toEqual([{ field: 'id', message: 'El campo debe ser un número entero.' }]);
      }
    });
  });

  describe('offer images', () => {
    it('serves the seeded offer banners to anyone and answers 404 for an unknown key', async () => {
      const offer = await byCode('BOVEDA-50GB-OFERTA');
      const image = await t.http().get(offer.urlImageOffer).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(image.body).subarray(0, 4).toString('hex')).toBe('89504e47');
      await t.http().get(`${PACKAGE}/GetOfferImage/00000000-0000-4000-8000-000000000000`).expect(404);
      await t.http().get(`${PACKAGE}/GetOfferImage/..%2F..%2Fetc`).expect(404);
    });
  });
});
