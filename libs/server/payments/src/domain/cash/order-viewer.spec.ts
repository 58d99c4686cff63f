import type { AuthenticatedUser } from '@lic/server-kernel';
import { epaycoDocumentType } from '../../infrastructure/gateways/epayco.gateway';
import { tokenCustomerOf } from './order-viewer';

const customer = (customerType: string, customerValue = ' 1023 456789 ') =>
  ({ customerType, customerValue }) as unknown as AuthenticatedUser;

describe('the company of a signed-in customer', () => {
  it.each([
    ['PPT', 14],
    ['CE', 2],
    ['PA', 6],
    ['NIT', 4],
    ['NI', 4],
    ['J', 4],
    ['14', 14],
  ])('reads customer_type %s as document type %i', (type, id) => {
    expect(tokenCustomerOf(customer(type))).toEqual({ documentTypeId: id, documentNumber: '1023456789' });
  });

  it('leaves the type open for a person type that names no document', () => {
    expect(tokenCustomerOf(customer('N'))?.documentTypeId).toBeNull();
  });
});

describe("ePayco's document type codes", () => {
  it('sends a PPT as PPT, a passport as PPN and an unknown id as itself', () => {
    expect([14, 6, 1, 4, 99].map(epaycoDocumentType)).toEqual(['PPT', 'PPN', 'CC', 'NIT', '99']);
  });
});
