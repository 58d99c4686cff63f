import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { callersOf, rows, send, type Callers, type Method } from './catalogue-test-kit';

const SERVICES = '/license/api/service';
const FEATURE_TYPES = '/license/api/featureType';
const SERVICE_FEATURES = '/license/api/ServiceFeature';

describe('Configuración: services, feature types and service features through HTTP', () => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    c = await callersOf(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const registerService = (body: Record<string, unknown>, auth = c.superadmin) =>
    send(t, 'post', `${SERVICES}/RegisterService`, auth, body);
  const registerFeatureType = (body: Record<string, unknown>) =>
    send(t, 'post', `${FEATURE_TYPES}/RegisterFeatureType`, c.superadmin, body);
  const registerFeature = (body: Record<string, unknown>) =>
    send(t, 'post', `${SERVICE_FEATURES}/RegisterServiceFeature`, c.superadmin, body);
  const count = async (table: string) => Number((await rows<{ count: string }>(t, `select count(*) from "catalogue"."${table}"`))[0].count);

  describe('who may call', () => {
    const endpoints: [Method, string, unknown?][] = [
      ['get', `${SERVICES}/GetAllServices`],
      ['post', `${SERVICES}/RegisterService`, { Id: 0, serviceTypeId: 1, serviceName: 'X' }],
      ['post', `${SERVICES}/ChangeStateService`, { Id: 1, Status: true }],
      ['get', `${FEATURE_TYPES}/GetAllFeatureType`],
      ['post', `${FEATURE_TYPES}/RegisterFeatureType`, { Id: 0, featureTypeName: 'X', categoryType: 'F' }],
      ['post', `${FEATURE_TYPES}/ChangeStateFeatureType`, { Id: 1, Status: true }],
      ['get', `${SERVICE_FEATURES}/GetOnlyParentServices`],
      ['get', `${SERVICE_FEATURES}/GetAllServiceFeatures`],
      ['post', `${SERVICE_FEATURES}/RegisterServiceFeature`, { id: 0 }],
      ['post', `${SERVICE_FEATURES}/ChangeStateServiceFeature`, { Id: 1, Status: true }],
    ];

    const cases = endpoints.map(([method, path, body]) => ({ method, path, body }));

    it.each(cases)('$method $path answers 401 without a token', async ({ method, path, body }) => {
      const response = await send(t, method, path, undefined, body).expect(401);
      expect(response.body.statusMessage).toBe('Debes iniciar sesión para realizar esta acción.');
    });

    it.each(cases)('$method $path refuses the promo-code, commercial, financial and customer users', async ({ method, path, body }) => {
      for (const auth of [c.promoCode, c.comercial, c.financiero, c.customer]) {
        const response = await send(t, method, path, auth, body).expect(403);
        expect(response.body.statusMessage).toBe('No tienes los suficientes privilegios para realizar esta acción.');
      }
    });

    it('lets a packages-only holder read the services (package dialog), nothing else of the configuration', async () => {
      const packages = `Bearer ${await t.token({ userName: 'paquetes', roles: ['PAQUETES'], privileges: ['PACKAGES'], apps: ['LICENSE'] })}`;
      await send(t, 'get', `${SERVICES}/GetAllServices`, packages).expect(200);
      await send(t, 'get', `${FEATURE_TYPES}/GetAllFeatureType`, packages).expect(403);
      await send(t, 'post', `${SERVICES}/RegisterService`, packages, { Id: 0, serviceTypeId: 1, serviceName: 'X' }).expect(403);
    });
  });

  describe('Producto o servicio', () => {
    let colfacturaId: number;

    it('creates a service and lists it with its type name and creator', async () => {
      const response = await registerService({
        Id: 0,
        serviceTypeId: 1,
        serviceName: '  COLFACTURA ',
        description: 'Facturación electrónica',
        Status: true,
      }).expect(200);
      expect(response.body).toEqual({
        statusMessage: 'El producto o servicio se ha guardado exitosamente.',
        result: { id: expect.any(Number) },
      });
      colfacturaId = response.body.result.id;

      const list = await send(t, 'get', `${SERVICES}/GetAllServices`, c.superadmin).expect(200);
      expect(list.body.result.records).toEqual([
        {
          id: colfacturaId,
          serviceTypeId: 1,
          serviceName: 'COLFACTURA',
          descriptionService: 'Facturación electrónica',
          serviceNameContract: null,
          contractedServices: false,
          requiresSupervision: false,
          isContractFullAccess: false,
          idstate: 0,
          addManualLicense: false,
          createdby: 'admin.catalogo',
          createdon: expect.any(String),
          modifiedby: null,
          modifiedon: null,
          serviceType: { id: 1, serviceType1: 'Facturación electrónica' },
        },
      ]);
    });

    it('edits a service (Id given) and records the modifier', async () => {
      await registerService({
        Id: colfacturaId,
        serviceTypeId: 1,
        serviceName: 'COLFACTURA',
        description: 'Facturación electrónica DIAN',
        addManualLicense: true,
      }).expect(200);
      const [row] = await rows(
        t,
        'select description_service, add_manual_license, modified_by, idstate from catalogue.service where id = ?',
        [colfacturaId],
      );
      expect(row).toEqual({
        description_service: 'Facturación electrónica DIAN',
        add_manual_license: true,
        modified_by: 'admin.catalogo',
        idstate: 0,
      });
    });

    it('answers 400 with a Spanish message per field and saves nothing', async () => {
      const before = await count('service');
      const response = await registerService({ Id: 0, serviceName: 'N'.repeat(101), description: 'D'.repeat(201), Status: 'si' }).expect(
        400,
      );
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'serviceTypeId', message: 'Campo obligatorio' },
          { field: 'serviceName', message: 'Máximo 100 caracteres.' },
          { field: 'description', message: 'Máximo 200 caracteres.' },
          { field: 'Status', message: 'El campo debe ser verdadero o falso.' },
        ]),
      );
      const missing = await registerService({ Id: 0, serviceTypeId: 1, serviceName: '   ' }).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'serviceName', message: 'Campo obligatorio' }]);
      await registerService({ Id: 0, serviceTypeId: 1, serviceName: 'OTRO', hacker: true }).expect(400);
      expect(await count('service')).toBe(before);
    });

    it('answers 422 for an unknown service type, a repeated name or an unknown id', async () => {
      const unknownType = await registerService({ Id: 0, serviceTypeId: 99, serviceName: 'NUEVO' }).expect(422);
      expect(unknownType.body.statusMessage).toBe('El tipo de servicio no existe.');
      const repeated = await registerService({ Id: 0, serviceTypeId: 1, serviceName: 'colfactura' }).expect(422);
      expect(repeated.body).toMatchObject({
        code: 'CATALOGUE.SERVICE_NAME_TAKEN',
        statusMessage: 'Ya existe un producto o servicio con el nombre colfactura.',
      });
      const unknownId = await registerService({ Id: 9999, serviceTypeId: 1, serviceName: 'NUEVO' }).expect(422);
      expect(unknownId.body.statusMessage).toBe('El producto o servicio no existe.');
    });

    it('inactivates and activates a service with the success text', async () => {
      const off = await send(t, 'post', `${SERVICES}/ChangeStateService`, c.superadmin, { Id: colfacturaId, Status: false }).expect(200);
      expect(off.body.statusMessage).toBe('Se ha inactivado el producto o servicio exitosamente.');
      expect((await rows(t, 'select idstate from catalogue.service where id = ?', [colfacturaId]))[0]).toEqual({ idstate: 1 });
      const on = await send(t, 'post', `${SERVICES}/ChangeStateService`, c.superadmin, { Id: colfacturaId, Status: true }).expect(200);
      expect(on.body.statusMessage).toBe('Se ha activado el producto o servicio exitosamente.');
    });

    it('refuses to inactivate a service of an active package (422) and checks the body (400)', async () => {
      await send(t, 'post', '/license/api/Package/SavePackage', c.superadmin, {
        Id: 0,
        PackageCode: 'SRV-EN-USO',
        PackageTypeId: 1,
        PackageName: 'Plan en uso',
        PackageDescription: 'Paquete que usa el servicio',
        PackagePrice: 350000,
        TaxIva: 19,
        ValidityPeriod: 1,
        ValidityTypeId: 'A',
        Relevance: 1,
        Order: 1,
        ApplyOffer: false,
        PublicVisibility: true,
        PackageServiceIdList: [colfacturaId],
        PackageChannelIdList: [1],
        Idstate: 0,
      }).expect(200);
      const refused = await send(t, 'post', `${SERVICES}/ChangeStateService`, c.superadmin, { Id: colfacturaId, Status: false }).expect(
        422,
      );
      expect(refused.body.statusMessage).toBe('No es posible inactivar el producto o servicio porque hace parte de paquetes activos.');
      const fromDialog = await registerService({ Id: colfacturaId, serviceTypeId: 1, serviceName: 'COLFACTURA', Status: false }).expect(
        422,
      );
      expect(fromDialog.body.statusMessage).toBe('No es posible inactivar el producto o servicio porque hace parte de paquetes activos.');
      const unknown = await send(t, 'post', `${SERVICES}/ChangeStateService`, c.superadmin, { Id: 9999, Status: false }).expect(422);
      expect(unknown.body.statusMessage).toBe('El producto o servicio no existe.');
      const invalid = await send(t, 'post', `${SERVICES}/ChangeStateService`, c.superadmin, { Id: 'uno' }).expect(400);
      expect(invalid.body.errors).toEqual([
        { field: 'Id', message: 'El campo debe ser un número entero.' },
        { field: 'Status', message: 'Campo obligatorio' },
      ]);
    });
  });

  describe('Tipo características', () => {
    let storageId: number;
    let documentsId: number;

    it('creates feature types of both categories and lists them in featureTypeList', async () => {
      const storage = await registerFeatureType({ Id: 0, featureTypeName: 'Almacenamiento', categoryType: 'T', status: true }).expect(200);
      expect(storage.body).toEqual({ statusMessage: 'La característica se ha guardado exitosamente.', result: { id: expect.any(Number) } });
      storageId = storage.body.result.id;
      documentsId = (await registerFeatureType({ Id: 0, featureTypeName: 'Módulos', categoryType: 'F' }).expect(200)).body.result.id;

      const list = await send(t, 'get', `${FEATURE_TYPES}/GetAllFeatureType`, c.superadmin).expect(200);
      expect(list.body.result.featureTypeList).toEqual([
        expect.objectContaining({
          id: storageId,
          featureTypeName: 'Almacenamiento',
          categoryType: 'T',
          categoryTypeName: 'Transaccionalidad',
          idstate: 0,
          createdby: 'admin.catalogo',
        }),
        expect.objectContaining({
          id: documentsId,
          featureTypeName: 'Módulos',
          categoryType: 'F',
          categoryTypeName: 'Funcionalidad Sistema',
          idstate: 0,
        }),
      ]);
    });

    it('edits a feature type and may inactivate it from the dialog', async () => {
      await registerFeatureType({ Id: documentsId, featureTypeName: 'Módulos del sistema', categoryType: 'F', status: false }).expect(200);
      const [row] = await rows(t, 'select feature_type_name, idstate, modified_by from catalogue.feature_type where id = ?', [documentsId]);
      expect(row).toEqual({ feature_type_name: 'Módulos del sistema', idstate: 1, modified_by: 'admin.catalogo' });
      await send(t, 'post', `${FEATURE_TYPES}/ChangeStateFeatureType`, c.superadmin, { Id: documentsId, Status: true }).expect(200);
    });

    it('answers 400 for a missing name, a long name or an unknown category, and 422 for a repeated name', async () => {
      const before = await count('feature_type');
      const invalid = await registerFeatureType({ Id: 0, featureTypeName: 'N'.repeat(51), categoryType: 'X' }).expect(400);
      expect(invalid.body.errors).toEqual([
        { field: 'featureTypeName', message: 'Máximo 50 caracteres.' },
        { field: 'categoryType', message: 'El valor no es una opción válida.' },
      ]);
      const missing = await registerFeatureType({ Id: 0 }).expect(400);
      expect(missing.body.errors).toEqual([
        { field: 'featureTypeName', message: 'Campo obligatorio' },
        { field: 'categoryType', message: 'Campo obligatorio' },
      ]);
      const repeated = await registerFeatureType({ Id: 0, featureTypeName: 'ALMACENAMIENTO', categoryType: 'F' }).expect(422);
      expect(repeated.body.statusMessage).toBe('Ya existe un tipo de característica con el nombre ALMACENAMIENTO.');
      expect(await count('feature_type')).toBe(before);
    });

    it('changes the state with its text and refuses to inactivate a type with active features (422)', async () => {
      const off = await send(t, 'post', `${FEATURE_TYPES}/ChangeStateFeatureType`, c.superadmin, { Id: storageId, Status: false }).expect(
        200,
      );
      expect(off.body.statusMessage).toBe('Se ha inactivado la característica exitosamente.');
      const on = await send(t, 'post', `${FEATURE_TYPES}/ChangeStateFeatureType`, c.superadmin, { Id: storageId, Status: true }).expect(
        200,
      );
      expect(on.body.statusMessage).toBe('Se ha activado la característica exitosamente.');

      await registerFeature({
        id: 0,
        serviceTypeId: 5,
        serviceFeatureCode: 'TMP_ESPACIO',
        featureDescription: 'Espacio',
        featureTypeId: storageId,
        isPrincipal: true,
      }).expect(200);
      const refused = await send(t, 'post', `${FEATURE_TYPES}/ChangeStateFeatureType`, c.superadmin, {
        Id: storageId,
        Status: false,
      }).expect(422);
      expect(refused.body.statusMessage).toBe(
        'No es posible inactivar el tipo de característica porque tiene características del servicio activas.',
      );
      const fromDialog = await registerFeatureType({
        Id: storageId,
        featureTypeName: 'Almacenamiento',
        categoryType: 'T',
        status: false,
      }).expect(422);
      expect(fromDialog.body.statusMessage).toBe(
        'No es posible inactivar el tipo de característica porque tiene características del servicio activas.',
      );
    });
  });

  describe('Características del servicio', () => {
    let moduleTypeId: number;
    let principalId: number;
    let childId: number;
    let otherPrincipalId: number;

    beforeAll(async () => {
      moduleTypeId = (await registerFeatureType({ Id: 0, featureTypeName: 'Empleados', categoryType: 'T' }).expect(200)).body.result.id;
    });

    it('creates a principal feature and a child of the same service type', async () => {
      const principal = await registerFeature({
        id: 0,
        serviceTypeId: 2,
        serviceFeatureCode: 'COLNOMINA_NOMINA',
        featureDescription: 'Nómina electrónica',
        featureTypeId: moduleTypeId,
        isPrincipal: true,
        featureAlias: 'Nómina',
        colorFeature: '#1B5E20',
      }).expect(200);
      expect(principal.body).toEqual({
        statusMessage: 'La característica del servicio se ha guardado exitosamente.',
        result: { id: expect.any(Number) },
      });
      principalId = principal.body.result.id;
      childId = (
        await registerFeature({
          id: 0,
          serviceTypeId: 2,
          serviceFeatureCode: 'COLNOMINA_EMPLEADO',
          featureDescription: 'Empleados a liquidar',
          featureTypeId: moduleTypeId,
          isPrincipal: false,
          featureRelation: principalId,
          featureAlias: 'Empleados',
          urlImageFeature: 'https://cdn.colnomina.com/iconos/empleados.svg',
          colorFeature: 'rgb(46, 125, 50)',
        }).expect(200)
      ).body.result.id;
      otherPrincipalId = (
        await registerFeature({
          id: 0,
          serviceTypeId: 1,
          serviceFeatureCode: 'COLFACTURA_FACTURACION',
          featureDescription: 'Facturación',
          featureTypeId: moduleTypeId,
          isPrincipal: true,
        }).expect(200)
      ).body.result.id;
    });

    it('lists one batch by the lastRow and numRows headers with the total rows', async () => {
      const all = await send(t, 'get', `${SERVICE_FEATURES}/GetAllServiceFeatures`, c.superadmin).expect(200);
      const total = all.body.result.serviceFeatureList.rows;
      expect(total).toBe(all.body.result.serviceFeatureList.records.length);
      const child = all.body.result.serviceFeatureList.records.find((r: { id: number }) => r.id === childId);
      expect(child).toEqual({
        id: childId,
        serviceTypeId: 2,
        serviceFeatureCode: 'COLNOMINA_EMPLEADO',
        featureDescription: 'Empleados a liquidar',
        featureTypeId: moduleTypeId,
        idstate: 0,
        featureRelation: principalId,
        isPrincipal: false,
        featureAlias: 'Empleados',
        urlImageFeature: 'https://cdn.colnomina.com/iconos/empleados.svg',
        colorFeature: 'rgb(46, 125, 50)',
        serviceName: 'Nómina electrónica',
        featureTypeName: 'Empleados',
        featureRelationName: 'Nómina electrónica',
        createdby: 'admin.catalogo',
        createdon: expect.any(String),
        modifiedby: null,
        modifiedon: null,
      });

      const batch = await send(t, 'get', `${SERVICE_FEATURES}/GetAllServiceFeatures`, c.superadmin, undefined, {
        lastRow: '1',
        numRows: '2',
      }).expect(200);
      expect(batch.body.result.serviceFeatureList.rows).toBe(total);
      expect(batch.body.result.serviceFeatureList.records.map((r: { id: number }) => r.id)).toEqual(
        all.body.result.serviceFeatureList.records.slice(1, 3).map((r: { id: number }) => r.id),
      );
    });

    it('offers only active principal features as parents', async () => {
      const parents = await send(t, 'get', `${SERVICE_FEATURES}/GetOnlyParentServices`, c.superadmin, undefined, {
        lastRow: '0',
        numRows: '50',
      }).expect(200);
      const ids = parents.body.result.serviceFeatureDetailsList.map((p: { id: number }) => p.id);
      expect(ids).toEqual(expect.arrayContaining([principalId, otherPrincipalId]));
      expect(ids).not.toContain(childId);
      expect(parents.body.result.serviceFeatureDetailsList).toContainEqual({
        id: principalId,
        serviceFeatureCode: 'COLNOMINA_NOMINA',
        serviceTypeId: 2,
        featureDescription: 'Nómina electrónica',
      });
      expect(parents.body.result.rows).toBe(ids.length);
    });

    it('answers 400 for invalid batch headers', async () => {
      const response = await send(t, 'get', `${SERVICE_FEATURES}/GetAllServiceFeatures`, c.superadmin, undefined, {
        lastRow: '-1',
        numRows: '0',
      }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'lastRow', message: 'Debe ser un número entero entre 0 y 10000000.' }]);
      const rowsHeader = await send(t, 'get', `${SERVICE_FEATURES}/GetOnlyParentServices`, c.superadmin, undefined, {
        numRows: '501',
      }).expect(400);
      expect(rowsHeader.body.errors).toEqual([{ field: 'numRows', message: 'Debe ser un número entero entre 1 y 500.' }]);
    });

    it('requires the parent unless principal and checks every field (400, nothing saved)', async () => {
      const before = await count('service_feature');
      const noParent = await registerFeature({
        id: 0,
        serviceTypeId: 2,
        serviceFeatureCode: 'X_1',
        featureDescription: 'X',
        featureTypeId: moduleTypeId,
        isPrincipal: false,
      }).expect(400);
      expect(noParent.body.errors).toEqual([{ field: 'featureRelation', message: 'Campo obligatorio' }]);
      const invalid = await registerFeature({
        id: 0,
        serviceFeatureCode: 'C'.repeat(51),
        featureDescription: 'D'.repeat(251),
        isPrincipal: true,
        featureAlias: 'A'.repeat(101),
        urlImageFeature: `https://x.co/${'u'.repeat(1000)}`,
        colorFeature: 'C'.repeat(51),
      }).expect(400);
      expect(invalid.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'serviceTypeId', message: 'Campo obligatorio' },
          { field: 'serviceFeatureCode', message: 'Máximo 50 caracteres.' },
          { field: 'featureDescription', message: 'Máximo 250 caracteres.' },
          { field: 'featureTypeId', message: 'Campo obligatorio' },
          { field: 'featureAlias', message: 'Máximo 100 caracteres.' },
          { field: 'urlImageFeature', message: 'Máximo 1000 caracteres.' },
          { field: 'colorFeature', message: 'Máximo 50 caracteres.' },
        ]),
      );
      const unsafe = await registerFeature({
        id: 0,
        serviceTypeId: 2,
        serviceFeatureCode: 'X_2',
        featureDescription: 'X',
        featureTypeId: moduleTypeId,
        isPrincipal: true,
        urlImageFeature: 'javascript:alert(1)',
        colorFeature: 'red;} body{display:none',
      }).expect(400);
      expect(unsafe.body.errors).toEqual([
        { field: 'urlImageFeature', message: 'La URL de la imagen debe iniciar con https://, http:// o /.' },
        { field: 'colorFeature', message: 'El código de color no es válido.' },
      ]);
      expect(await count('service_feature')).toBe(before);
    });

    it('answers 422 for a wrong parent, a repeated code or an unknown feature type', async () => {
      const base = { id: 0, serviceTypeId: 2, featureDescription: 'Usuarios', featureTypeId: moduleTypeId, isPrincipal: false };
      const otherType = await registerFeature({
        ...base,
        serviceFeatureCode: 'COLNOMINA_USUARIO',
        featureRelation: otherPrincipalId,
      }).expect(422);
      expect(otherType.body.statusMessage).toBe('La característica padre debe ser del mismo tipo de servicio.');
      const notPrincipal = await registerFeature({ ...base, serviceFeatureCode: 'COLNOMINA_USUARIO', featureRelation: childId }).expect(
        422,
      );
      expect(notPrincipal.body.statusMessage).toBe('La característica padre debe ser una característica principal.');
      const unknownParent = await registerFeature({ ...base, serviceFeatureCode: 'COLNOMINA_USUARIO', featureRelation: 99999 }).expect(422);
      expect(unknownParent.body.statusMessage).toBe('La característica padre no existe.');
      const repeated = await registerFeature({ ...base, serviceFeatureCode: 'colnomina_empleado', featureRelation: principalId }).expect(
        422,
      );
      expect(repeated.body.statusMessage).toBe('Ya existe una característica del servicio con el código colnomina_empleado.');
      const unknownType = await registerFeature({
        ...base,
        serviceFeatureCode: 'COLNOMINA_USUARIO',
        featureRelation: principalId,
        featureTypeId: 9999,
      }).expect(422);
      expect(unknownType.body.statusMessage).toBe('El tipo de característica no existe.');
      const unknownServiceType = await registerFeature({
        ...base,
        serviceTypeId: 77,
        serviceFeatureCode: 'COLNOMINA_USUARIO',
        featureRelation: principalId,
      }).expect(422);
      expect(unknownServiceType.body.statusMessage).toBe('El tipo de servicio no existe.');
      const principalWithChildren = await registerFeature({
        ...base,
        id: principalId,
        serviceFeatureCode: 'COLNOMINA_NOMINA',
        featureRelation: otherPrincipalId,
      }).expect(422);
      expect(principalWithChildren.body.statusMessage).toBe(
        'La característica tiene características asociadas: debe seguir siendo principal y del mismo tipo de servicio.',
      );
    });

    it('edits a feature (id given) keeping its parent rules', async () => {
      await registerFeature({
        id: childId,
        serviceTypeId: 2,
        serviceFeatureCode: 'COLNOMINA_EMPLEADO',
        featureDescription: 'Empleados a liquidar en nómina electrónica',
        featureTypeId: moduleTypeId,
        isPrincipal: false,
        featureRelation: principalId,
      }).expect(200);
      const [row] = await rows(t, 'select feature_description, feature_alias, modified_by from catalogue.service_feature where id = ?', [
        childId,
      ]);
      expect(row).toEqual({
        feature_description: 'Empleados a liquidar en nómina electrónica',
        feature_alias: null,
        modified_by: 'admin.catalogo',
      });
    });

    it('keeps a principal active while a child is active and a child inactive while its parent is', async () => {
      const change = (Id: number, Status: boolean) =>
        send(t, 'post', `${SERVICE_FEATURES}/ChangeStateServiceFeature`, c.superadmin, { Id, Status });
      const refused = await change(principalId, false).expect(422);
      expect(refused.body.statusMessage).toBe('No es posible inactivar la característica porque tiene características asociadas activas.');
      const childOff = await change(childId, false).expect(200);
      expect(childOff.body.statusMessage).toBe('Se ha inactivado la característica del servicio exitosamente.');
      await change(principalId, false).expect(200);
      const childOn = await change(childId, true).expect(422);
      expect(childOn.body.statusMessage).toBe('No es posible activar la característica porque su característica padre está inactiva.');
      const principalOn = await change(principalId, true).expect(200);
      expect(principalOn.body.statusMessage).toBe('Se ha activado la característica del servicio exitosamente.');
      await change(childId, true).expect(200);
      const unknown = await change(99999, true).expect(422);
      expect(unknown.body.statusMessage).toBe('La característica del servicio no existe.');
    });
  });
});
