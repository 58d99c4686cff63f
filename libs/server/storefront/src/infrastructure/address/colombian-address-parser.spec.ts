import { describe, expect, it } from '@jest/globals';
import { ADDRESS_ASSISTANT_LISTS } from '@lic/server-reference';
import { describePlace, matchMunicipalities, type Municipality } from './colombian-address-assistant';
import { ColombianAddressParser } from './colombian-address-parser';

const parser = new ColombianAddressParser(ADDRESS_ASSISTANT_LISTS);
const readings = (text: string): string[] => {
  const parsed = parser.parse(text);
  return parsed ? parsed.streetTypes.map((type) => parser.format(parsed, type)) : [];
};

describe('ColombianAddressParser', () => {
  it.each([
    ['cl 80 # 11-42', 'Calle 80 # 11 - 42'],
    ['CL 80 #11-42', 'Calle 80 # 11 - 42'],
    ['calle 80 11 42', 'Calle 80 # 11 - 42'],
    ['Cra 7 No. 72-41', 'Carrera 7 # 72 - 41'],
    ['kr 15 n 93 47', 'Carrera 15 # 93 - 47'],
    ['cll 100a bis # 19-61 norte', 'Calle 100 A Bis # 19 - 61 Norte'],
    ['calle 100 a bis b # 19 a - 61', 'Calle 100 A Bis B # 19 A - 61'],
    ['cl 13 sur # 5-10', 'Calle 13 Sur # 5 - 10'],
    ['av cra 68 # 24 a - 10 sur', 'Avenida Carrera 68 # 24 A - 10 Sur'],
    ['AK 68 24-10', 'Avenida Carrera 68 # 24 - 10'],
    ['dg 45 bis # 12-30', 'Diagonal 45 Bis # 12 - 30'],
    ['tv 5 # 3-2 este', 'Transversal 5 # 3 - 2 Este'],
    ['kilómetro 7 vía la calera', 'Kilómetro 7'],
    ['Calle 080 Nº 011-042', 'Calle 80 # 11 - 42'],
    ['cl 80', 'Calle 80'],
    ['cl 80 # 11', 'Calle 80 # 11'],
  ])('reads "%s" as %s', (text, expected) => {
    expect(readings(text)).toEqual([expected]);
  });

  it('offers every street type a started word may be', () => {
    expect(readings('ca 80 # 11-42')).toEqual(['Calle 80 # 11 - 42', 'Carrera 80 # 11 - 42']);
    expect(readings('circ 2 # 3-4')).toEqual(['Circular 2 # 3 - 4', 'Circunvalar 2 # 3 - 4']);
  });

  it('reads a bare number as a calle or a carrera', () => {
    expect(readings('80 # 11-42')).toEqual(['Calle 80 # 11 - 42', 'Carrera 80 # 11 - 42']);
  });

  it('keeps what follows the address as the place', () => {
    expect(parser.parse('cl 80 # 11-42, Bogotá D.C., Colombia')?.placeText).toBe('bogota d c');
    expect(parser.parse('cl 80 # 11-42 sur medellin')?.placeText).toBe('medellin');
    expect(parser.parse('cl 80 # 11-42')?.placeText).toBeNull();
  });

  it.each(['hola mundo', 'xyz 12', 'calle', '# 12-3', ''])('proposes nothing for "%s"', (text) => {
    expect(readings(text)).toEqual([]);
  });
});

describe('matchMunicipalities', () => {
  const m = (cityId: number, cityName: string, departmentId: number, departmentName: string, daneCode: string): Municipality => ({
    cityId,
    cityName,
    departmentId,
    departmentName,
    daneCode,
  });
  const all = [
    m(11001, 'Bogotá, D.C.', 11, 'Bogotá, D.C.', '11001'),
    m(5001, 'Medellín', 5, 'Antioquia', '05001'),
    m(76001, 'Cali', 76, 'Valle del Cauca', '76001'),
    m(76126, 'Calima', 76, 'Valle del Cauca', '76126'),
    m(68132, 'California', 68, 'Santander', '68132'),
    m(5313, 'Granada', 5, 'Antioquia', '05313'),
    m(50313, 'Granada', 50, 'Meta', '50313'),
  ];

  it('recognises a municipality however it is typed', () => {
    for (const typed of ['bogota', 'Bogotá D.C.', 'bogota dc', 'BOGOTA, D.C'])
      expect(matchMunicipalities(typed, all)[0]?.cityId).toBe(11001);
    expect(matchMunicipalities('medellin', all).map((c) => c.cityId)).toEqual([5001]);
  });

  it('puts the exact name first, then the names it begins', () => {
    expect(matchMunicipalities('cali', all).map((c) => c.cityName)).toEqual(['Cali', 'California', 'Calima']);
  });

  it('tells namesakes apart by the department typed after them', () => {
    expect(matchMunicipalities('granada meta', all).map((c) => c.cityId)).toEqual([50313]);
    expect(matchMunicipalities('granada', all)).toHaveLength(2);
  });

  it('ignores places of fewer than 3 characters', () => {
    expect(matchMunicipalities('ca', all)).toEqual([]);
  });

  it('describes the address with its municipality and department', () => {
    expect(describePlace('Calle 80 # 11 - 42', all[0])).toBe('Calle 80 # 11 - 42, Bogotá, D.C.');
    expect(describePlace('Calle 10 # 5 - 20', all[2])).toBe('Calle 10 # 5 - 20, Cali, Valle del Cauca');
    expect(describePlace('Calle 10 # 5 - 20', null)).toBe('Calle 10 # 5 - 20');
    const upperCaseCity = { ...all[0], cityName: 'BOGOTA, D.C.' };
    expect(describePlace('Calle 80 # 11 - 42', upperCaseCity)).toBe('Calle 80 # 11 - 42, Bogotá, D.C.');
  });
});
