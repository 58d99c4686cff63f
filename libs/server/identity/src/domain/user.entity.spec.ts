import { describe, expect, it } from '@jest/globals';
import { User } from './user.entity';

const base = { firstName: 'Camila', lastName: 'Restrepo Gómez', email: ' Camila.Restrepo@Licencias.com.co ', passwordHash: 'x' };

describe('User', () => {
  it('stores the user name and e-mail normalised', () => {
    const user = User.create({ ...base, userName: '  SuperAdmin ', roles: ['SUPERADMIN'] });
    expect(user.userName).toBe('superadmin');
    expect(user.email).toBe('camila.restrepo@licencias.com.co');
    expect(user.fullName).toBe('Camila Restrepo Gómez');
  });

  it('gives staff the license app and the privileges of their roles, whatever app they sign in to', () => {
    const user = User.create({ ...base, userName: 'consulta', roles: ['LICFINANCIEROCONSULTA'] });
    const session = user.sessionIn('colfactura', 'c6a1f0de-0000-4000-8000-00000000005a');
    expect(session.apps).toEqual(['LICENSE']);
    expect(session.roles).toEqual(['LICFINANCIEROCONSULTA']);
    expect(session.privileges).toEqual(['PAYMENTS', 'ReadPayments', 'FinancialReadPayments', 'REPORTS']);
    expect(session.customerType).toBeUndefined();
  });

  it('gives a customer user the app they signed in to, upper-case, and their company', () => {
    const user = User.create({
      ...base,
      userName: 'cliente',
      customer: { id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001', type: 'NIT', value: '900123456' },
    });
    const session = user.sessionIn('colfactura', 'c6a1f0de-0000-4000-8000-00000000005a');
    expect(session).toMatchObject({
      userName: 'cliente',
      givenName: 'Camila',
      familyName: 'Restrepo Gómez',
      apps: ['COLFACTURA'],
      sessionId: 'c6a1f0de-0000-4000-8000-00000000005a',
      roles: [],
      privileges: [],
      customerId: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001',
      customerType: 'NIT',
      customerValue: '900123456',
    });
  });
});
