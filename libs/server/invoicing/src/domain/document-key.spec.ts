import { colombiaDateTime, documentKey, documentKeyInput, softwareSecurityCode } from './document-key';

describe('CUFE and CUDE (Anexo Técnico 1.9)', () => {
  it('gives the CUFE of the annex worked example (technical key, production)', () => {
    // The annex's example invoice, also an independent implementation's test vector.
    const fields = {
      number: '323200000129',
      issuedAt: new Date('2019-01-16T10:53:10-05:00'),
      lineExtensionAmount: 1_500_000,
      ivaAmount: 285_000,
      payableAmount: 1_785_000,
      supplierNit: '700085371',
      buyerDocumentNumber: '800199436',
      secret: '693ff6f2a553c3646a063436fd4dd9ded0311471',
      environment: 1 as const,
    };
    expect(documentKeyInput(fields)).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    );
    expect(documentKey(fields)).toBe('8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4');
  });

  it('gives the CUDE of the credit note vector (software PIN, production)', () => {
    const cude = documentKey({
      number: '8110007871',
      issuedAt: new Date('2019-01-12T07:00:00-05:00'),
      lineExtensionAmount: 5_000,
      ivaAmount: 950,
      payableAmount: 5_950,
      supplierNit: '900373076',
      buyerDocumentNumber: '8355990',
      secret: '12301',
      environment: 1,
    });
    expect(cude).toBe('907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168');
  });

  it('gives the CUDE of the debit note vector (INC 8 %, test environment)', () => {
    const fields = {
      number: 'ND1001',
      issuedAt: new Date('2019-01-18T15:58:00Z'),
      lineExtensionAmount: 30_000,
      ivaAmount: 0,
      incAmount: 2_400,
      payableAmount: 32_400,
      supplierNit: '900197264',
      buyerDocumentNumber: '10254102',
      secret: '10201',
      environment: 2 as const,
    };
    expect(documentKeyInput(fields)).toBe('ND10012019-01-1810:58:00-05:0030000.00010.00042400.00030.0032400.0090019726410254102102012');
    expect(documentKey(fields)).toBe('3fa73a86d57d9341c536afde1f85c4efd9d4591c2c22bce4dfb0e6b0d2e83b8f047a8bde7098292e9d2493e60d1c31da');
  });

  it('writes the Colombian date and time of an instant, across midnight UTC', () => {
    expect(colombiaDateTime(new Date('2026-03-02T03:15:09Z'))).toEqual({ date: '2026-03-01', time: '22:15:09-05:00' });
  });

  it('changes the key when any field changes', () => {
    const base = {
      number: 'SETP990000001',
      issuedAt: new Date('2026-01-01T12:00:00Z'),
      lineExtensionAmount: 100,
      ivaAmount: 19,
      payableAmount: 119,
      supplierNit: '900000001',
      buyerDocumentNumber: '123',
      secret: 'k',
      environment: 2 as const,
    };
    expect(documentKey({ ...base, payableAmount: 120 })).not.toBe(documentKey(base));
    expect(softwareSecurityCode('soft', 'pin', 'SETP1')).toHaveLength(96);
  });
});
