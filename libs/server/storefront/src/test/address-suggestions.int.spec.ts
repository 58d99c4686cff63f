import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';

const SUGGESTIONS = '/license/api/address/suggestions';

describe('address suggestions through HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const suggest = (q?: string) => (q === undefined ? t.http().get(SUGGESTIONS) : t.http().get(SUGGESTIONS).query({ q }));

  it('normalises a typed Colombian address', async () => {
    const response = await suggest('cl 80 # 11-42').expect(200);
    expect(response.body).toEqual({
      result: {
        records: [
          {
            description: 'Calle 80 # 11 - 42',
            fulladdress: 'Calle 80 # 11 - 42',
            addressLatGeocode: null,
            addressLngGeocode: null,
            cityId: null,
            departmentId: null,
          },
        ],
        count: 1,
      },
    });
  });

  it('recognises the municipality typed after the address', async () => {
    const response = await suggest('cll 100a bis # 19-61 norte, bogota').expect(200);
    expect(response.body.result.records).toEqual([
      {
        description: 'Calle 100 A Bis # 19 - 61 Norte, Bogotá, D.C.',
        fulladdress: 'Calle 100 A Bis # 19 - 61 Norte',
        addressLatGeocode: null,
        addressLngGeocode: null,
        cityId: 11001,
        departmentId: 11,
      },
    ]);
    const medellin = await suggest('Cra 43A # 1 sur - 100 Medellín').expect(200);
    expect(medellin.body.result.records[0]).toMatchObject({ cityId: 5001, departmentId: 5 });
  });

  it('offers at most five readings when the text is ambiguous', async () => {
    const response = await suggest('ca 10 # 5-20 cali').expect(200);
    const records = response.body.result.records as { description: string; cityId: number }[];
    expect(records).toHaveLength(5);
    expect(records[0]).toMatchObject({ description: 'Calle 10 # 5 - 20, Cali, Valle del Cauca', cityId: 76001 });
    expect(records[1]).toMatchObject({ description: 'Carrera 10 # 5 - 20, Cali, Valle del Cauca', cityId: 76001 });
  });

  it('answers no records for text that is not an address', async () => {
    expect((await suggest('hola mundo').expect(200)).body.result).toEqual({ records: [], count: 0 });
  });

  it('refuses text shorter than 3 or longer than 300 characters with Spanish messages', async () => {
    expect((await suggest('cl').expect(400)).body.errors).toEqual([{ field: 'q', message: 'Escribe entre 3 y 300 caracteres.' }]);
    expect((await suggest(`cl ${'1'.repeat(300)}`).expect(400)).body.errors).toEqual([
      { field: 'q', message: 'Escribe entre 3 y 300 caracteres.' },
    ]);
    expect((await suggest().expect(400)).body.errors).toEqual([{ field: 'q', message: 'Campo obligatorio' }]);
    expect((await suggest('   ').expect(400)).body.errors).toEqual([{ field: 'q', message: 'Campo obligatorio' }]);
  });
});
