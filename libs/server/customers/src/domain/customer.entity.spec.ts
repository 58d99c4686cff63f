import { nitCheckDigit } from '@lic/shared-rules';
import { InvalidInputError } from '@lic/server-kernel';
import { Customer } from './customer.entity';
import type { CustomerData } from './customer-data';
import { PersonTypeChangeError } from './customers.errors';

const company: CustomerData = {
  personType: 'J',
  documentTypeId: 4,
  documentNumber: '900 123 456',
  legalName: 'Comercializadora Andina S.A.S.',
  firstName: null,
  lastName: null,
  cellphoneNumber: '3104567890',
  email: 'compras@comercializadoraandina.com.co',
  fulladdress: 'Calle 100 # 19-61',
  departmentId: 11,
  cityId: 11001,
  legalDocumentTypeId: 1,
  legalDocumentNumber: '79845123',
  legalFirstName: 'Carlos Andrés',
  legalLastName: 'Rodríguez Pérez',
};

const person: CustomerData = {
  personType: 'N',
  documentTypeId: 1,
  documentNumber: '43567890',
  firstName: 'María Fernanda',
  lastName: 'Gómez Restrepo',
  cellphoneNumber: '3001234567',
  email: 'mariafernanda.gomez@gmail.com',
  fulladdress: 'Carrera 43A # 1-50',
  departmentId: 5,
  cityId: 5001,
};

function fieldsOf(action: () => unknown): { field: string; message: string }[] {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as InvalidInputError).fields;
  }
  throw new Error('expected the customer data to be refused');
}

describe('Customer', () => {
  it('registers a company with its NIT check digit and its names', () => {
    const customer = Customer.register(company);
    expect(customer.documentNumber).toBe('900123456');
    expect(customer.checkDigit).toBe(nitCheckDigit('900123456'));
    expect(customer.checkDigit).toBe(8);
    expect(customer.customerName).toBe('Comercializadora Andina S.A.S.');
    expect(customer.legalRepresentativeName).toBe('Carlos Andrés Rodríguez Pérez');
    expect(customer.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('registers a person without check digit nor legal data', () => {
    const customer = Customer.register({
      ...person,
      legalName: 'Ignorada S.A.S.',
      legalDocumentTypeId: 1,
      legalDocumentNumber: '1234567',
      legalFirstName: 'Pedro',
    });
    expect(customer.checkDigit).toBeNull();
    expect(customer.customerName).toBe('María Fernanda Gómez Restrepo');
    expect(customer.legalName).toBeNull();
    expect(customer.legalDocumentNumber).toBeNull();
    expect(customer.legalFirstName).toBeNull();
    expect(customer.legalRepresentativeName).toBeNull();
  });

  it('computes the check digit of a natural person holding a NIT', () => {
    expect(Customer.register({ ...person, documentTypeId: 4, documentNumber: '79845123' }).checkDigit).toBe(nitCheckDigit('79845123'));
  });

  it('forces a legal person to a NIT', () => {
    expect(fieldsOf(() => Customer.register({ ...company, documentTypeId: 1, documentNumber: '79845124' }))).toEqual([
      { field: 'documentTypeId', message: 'Tipo de documento no permitido.' },
    ]);
  });

  it('refuses a legal representative whose document repeats the NIT', () => {
    expect(fieldsOf(() => Customer.register({ ...company, legalDocumentNumber: '900123456' }))).toEqual([
      { field: 'legalDocumentNumber', message: 'Nit y Número de Documento no deben ser iguales.' },
    ]);
  });

  it('accepts only types 1, 2 and 6 for the legal representative', () => {
    expect(fieldsOf(() => Customer.register({ ...company, legalDocumentTypeId: 4 }))).toEqual([
      { field: 'legalDocumentTypeId', message: 'Tipo de documento no permitido.' },
    ]);
    expect(Customer.register({ ...company, legalDocumentTypeId: 6, legalDocumentNumber: 'AB12345' }).legalDocumentNumber).toBe('AB12345');
  });

  it('requires the legal name of a company and the names of a person', () => {
    expect(fieldsOf(() => Customer.register({ ...company, legalName: ' ' }))).toEqual([
      { field: 'legalName', message: 'Campo obligatorio' },
    ]);
    expect(fieldsOf(() => Customer.register({ ...person, firstName: null, lastName: '' }))).toEqual([
      { field: 'firstName', message: 'Campo obligatorio' },
      { field: 'lastName', message: 'Campo obligatorio' },
    ]);
  });

  it('checks the document number by its type', () => {
    expect(fieldsOf(() => Customer.register({ ...company, documentNumber: '90012345' }))).toEqual([
      { field: 'documentNumber', message: 'El NIT debe tener 9 dígitos, sin dígito de verificación.' },
    ]);
    expect(fieldsOf(() => Customer.register({ ...person, documentNumber: '12AB45' }))).toEqual([
      { field: 'documentNumber', message: 'El número de documento debe tener entre 5 y 15 dígitos.' },
    ]);
  });

  it('refuses an unknown person type', () => {
    expect(fieldsOf(() => Customer.register({ ...person, personType: 'X' }))).toEqual([
      { field: 'personType', message: 'El valor no es una opción válida.' },
    ]);
  });

  it('needs contract dates, the end after the start, for the biometry option', () => {
    expect(fieldsOf(() => Customer.register({ ...company, linkToApp: 'biometria' }))).toEqual([
      { field: 'contractStartDate', message: 'Campo obligatorio' },
      { field: 'contractEndDate', message: 'Campo obligatorio' },
    ]);
    const start = new Date('2026-03-01T05:00:00Z');
    expect(
      fieldsOf(() => Customer.register({ ...company, linkToApp: 'biometria', contractStartDate: start, contractEndDate: start })),
    ).toEqual([{ field: 'contractEndDate', message: 'La fecha debe ser posterior a 01/03/2026' }]);
    const kept = Customer.register({
      ...company,
      linkToApp: 'biometria',
      contractStartDate: start,
      contractEndDate: new Date('2027-03-01T05:00:00Z'),
    });
    expect(kept.contractEndDate?.toISOString()).toBe('2027-03-01T05:00:00.000Z');
  });

  it('drops contract dates for the other link options', () => {
    const customer = Customer.register({ ...company, linkToApp: 'confronta', contractStartDate: new Date(), contractEndDate: new Date() });
    expect(customer.contractStartDate).toBeNull();
    expect(customer.contractEndDate).toBeNull();
  });

  it('updates the data of the same document but never its person type', () => {
    const customer = Customer.register({ ...person, documentTypeId: 4, documentNumber: '79845123' });
    customer.update({ ...person, documentTypeId: 4, documentNumber: '79845123', email: 'nuevo.correo@gmail.com' });
    expect(customer.email).toBe('nuevo.correo@gmail.com');
    expect(() => customer.update({ ...company, documentNumber: '79845123' })).toThrow(PersonTypeChangeError);
  });
});
