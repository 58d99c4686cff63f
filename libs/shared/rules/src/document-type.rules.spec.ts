import { documentTypeIdsForPerson, documentTypeRule, legalRepresentativeDocumentTypeIds, toDocumentTypeId } from './document-type.rules';

describe('document type allowlists', () => {
  it('offers 1, 2, 4 and 6 to a natural person and only 4 to a legal person', () => {
    expect(documentTypeIdsForPerson('N')).toEqual([1, 2, 4, 6]);
    expect(documentTypeIdsForPerson('J')).toEqual([4]);
  });

  it('offers 1, 2 and 6 for a legal representative, only 1 in the firmaya purchase form', () => {
    expect(legalRepresentativeDocumentTypeIds('colfactura')).toEqual([1, 2, 6]);
    expect(legalRepresentativeDocumentTypeIds('license')).toEqual([1, 2, 6]);
    expect(legalRepresentativeDocumentTypeIds('firmaya')).toEqual([1]);
    expect(legalRepresentativeDocumentTypeIds('FirmaYa')).toEqual([1]);
  });

  it('reads ids given as numbers or numeric text', () => {
    expect(toDocumentTypeId(4)).toBe(4);
    expect(toDocumentTypeId(' 6 ')).toBe(6);
    expect(toDocumentTypeId('NIT')).toBeNull();
    expect(toDocumentTypeId(4.5)).toBeNull();
  });
});

describe('documentTypeRule', () => {
  it('accepts an allowed type and an empty value', () => {
    expect(documentTypeRule(4, { allowed: [4] })).toBeNull();
    expect(documentTypeRule('1', { allowed: [1, 2, 6] })).toBeNull();
    expect(documentTypeRule(undefined, { allowed: [4] })).toBeNull();
  });

  it('rejects a type outside the list', () => {
    expect(documentTypeRule(1, { allowed: [4] })).toBe('Tipo de documento no permitido.');
    expect(documentTypeRule(4, { allowed: [1, 2, 6] })).toBe('Tipo de documento no permitido.');
    expect(documentTypeRule('CC', { allowed: [1] })).toBe('Tipo de documento no permitido.');
    expect(documentTypeRule(1)).toBe('Tipo de documento no permitido.');
  });
});
