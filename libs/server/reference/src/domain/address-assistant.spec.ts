import { addressRule } from '@lic/shared-rules';
import { ADDRESS_ASSISTANT_LISTS } from './address-assistant';

describe('address assistant lists', () => {
  it('offer the street types, the letters A to Z, bis and the cardinal points', () => {
    expect(ADDRESS_ASSISTANT_LISTS.type.map((o) => o.text)).toEqual(
      expect.arrayContaining(['Calle', 'Carrera', 'Avenida', 'Diagonal', 'Transversal']),
    );
    expect(ADDRESS_ASSISTANT_LISTS.letters.map((o) => o.value).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(ADDRESS_ASSISTANT_LISTS.bis).toEqual([{ value: 'Bis', text: 'Bis' }]);
    expect(ADDRESS_ASSISTANT_LISTS.cardinal.map((o) => o.value)).toEqual(['Norte', 'Sur', 'Este', 'Oeste']);
  });

  it('build addresses that the address rule accepts', () => {
    const { type, letters, bis, cardinal } = ADDRESS_ASSISTANT_LISTS;
    for (const street of type) {
      expect(addressRule(`${street.value} 100 ${letters[0].value} ${bis[0].value} # 19 - 61 ${cardinal[0].value}`)).toBeNull();
    }
  });
});
