import {
  DOCUMENT_TYPE_ID,
  DOCUMENT_TYPE_ID_BY_CODE,
  documentTypeIdsForPerson,
  documentTypeRule,
  KNOWN_DOCUMENT_TYPE_IDS,
  legalRepresentativeDocumentTypeIds,
  toDocumentTypeId,
} from './document-type.rules';

describe('document type allowlists', () => {
  it('offers 1, 2, 4, 6 and 14 (PPT) to a natural person and only 4 to a legal person', () => {
    expect(documentTypeIdsForPerson('N')).toEqual([1, 2, 4, 6, 14]);
    expect(documentTypeIdsForPerson('J')).toEqual([4]);
  });

  it('offers 1, 2, 6 and 14 (PPT) for a legal representative, only 1 in the firmaya purchase form', () => {
    expect(legalRepresentativeDocumentTypeIds('colfactura')).toEqual([1, 2, 6, 14]);
    expect(legalRepresentativeDocumentTypeIds('license')).toEqual([1, 2, 6, 14]);
    expect(legalRepresentativeDocumentTypeIds('firmaya')).toEqual([1]);
    expect(legalRepresentativeDocumentTypeIds('FirmaYa')).toEqual([1]);
  });

  it('offers PPT wherever CE and PA are offered, and never TI', () => {
    for (const list of [documentTypeIdsForPerson('N'), legalRepresentativeDocumentTypeIds('colfactura')]) {
      expect(list).toEqual(expect.arrayContaining([DOCUMENT_TYPE_ID.CE, DOCUMENT_TYPE_ID.PASSPORT, DOCUMENT_TYPE_ID.PPT]));
    }
    expect(DOCUMENT_TYPE_ID_BY_CODE.PPT).toBe(14);
    expect(DOCUMENT_TYPE_ID_BY_CODE.TI).toBeUndefined();
    expect(KNOWN_DOCUMENT_TYPE_IDS).toEqual([1, 2, 4, 6, 10, 13, 14]);
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
