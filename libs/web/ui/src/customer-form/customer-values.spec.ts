import { nitCheckDigit } from '@lic/shared-rules';
import { checkDigitOf, cleanDocumentNumber, fromPurchaseCustomer, personTypeChange, toPurchaseCustomer } from './customer-values';

describe('customer values', () => {
  it('keeps digits only in a document number, letters and digits in a passport', () => {
    expect(cleanDocumentNumber(' 900.123 456-7 ', 4)).toBe('9001234567');
    expect(cleanDocumentNumber('ab 12-34', 6)).toBe('ab1234');
    expect(cleanDocumentNumber(undefined, 1)).toBe('');
  });

  it('computes the check digit only for a NIT of more than 5 digits', () => {
    expect(checkDigitOf(4, '900123456')).toBe(nitCheckDigit('900123456'));
    expect(checkDigitOf(4, '90012')).toBeNull();
    expect(checkDigitOf(1, '900123456')).toBeNull();
  });

  it('forces a NIT and clears the dependent fields when the person type changes', () => {
    expect(personTypeChange('J')).toMatchObject({ personType: 'J', documentTypeId: 4, documentNumber: undefined, legalName: undefined });
    expect(personTypeChange('N')).toMatchObject({ personType: 'N', documentTypeId: undefined, legalDocumentNumber: undefined });
  });

  it('sends a legal person with its legal name, check digit and representative, and no names', () => {
    const customer = toPurchaseCustomer({
      personType: 'J',
      documentTypeId: 4,
      documentNumber: '900 123 456',
      legalName: ' Comercializadora Andina S.A.S. ',
      firstName: 'Ana',
      cellphoneNumber: '3001234567',
      email: 'compras@andina.com.co',
      fulladdress: 'Calle 10 # 43-20',
      departmentId: 5,
      cityId: 5001,
      legalDocumentTypeId: 1,
      legalDocumentNumber: '1020304050',
      legalFirstName: 'Ana',
      legalLastName: 'Pérez',
    });
    expect(customer).toMatchObject({
      personType: 'J',
      documentNumber: '900123456',
      dv: nitCheckDigit('900123456'),
      legalName: 'Comercializadora Andina S.A.S.',
      firstName: null,
      lastName: null,
      legalDocumentTypeId: 1,
      addressAdditionalInformation: null,
      addressLatGeocode: null,
    });
  });

  it('sends a natural person without legal name or representative, and reads a known customer back', () => {
    const customer = toPurchaseCustomer({
      personType: 'N',
      documentTypeId: 1,
      documentNumber: '1020304050',
      legalName: 'Sobra',
      firstName: 'Ana María',
      lastName: 'Pérez',
      legalDocumentNumber: '123',
      cellphoneNumber: '3001234567',
      email: 'ana@example.com',
      fulladdress: 'Calle 10',
      departmentId: 5,
      cityId: 5001,
    });
    expect(customer).toMatchObject({ legalName: null, firstName: 'Ana María', legalDocumentNumber: null, dv: null });
    expect(fromPurchaseCustomer(customer)).toMatchObject({ personType: 'N', firstName: 'Ana María', legalName: undefined, cityId: 5001 });
  });
});
