import { InvalidInputError } from '@lic/server-kernel';
import { selectBrand } from './brand-selection';

describe('selectBrand', () => {
  it('takes the appName header first, ignoring case', () => {
    expect(selectBrand({ appName: 'ColFactura', tenant: 'boveda', host: 'firmaya.localhost' }).appName).toBe('colfactura');
  });

  it('takes the tenant when there is no appName', () => {
    expect(selectBrand({ tenant: 'myselfcert' }).appName).toBe('bemyself');
  });

  it('falls back to the brand of the host, then to license', () => {
    expect(selectBrand({ host: 'colnomina.localhost:3000' }).appName).toBe('colnomina');
    expect(selectBrand({ host: 'tienda.example.com' }, { 'tienda.example.com': 'boveda' }).appName).toBe('boveda');
    expect(selectBrand({ appName: '  ', host: 'localhost:3000' }).appName).toBe('license');
  });

  it('refuses an unknown app or tenant with a Spanish field error', () => {
    expect(() => selectBrand({ appName: 'netflix' })).toThrow(InvalidInputError);
    try {
      selectBrand({ appName: 'netflix' });
    } catch (error) {
      expect((error as InvalidInputError).fields).toEqual([{ field: 'appName', message: 'La aplicación indicada no existe.' }]);
    }
    expect(() => selectBrand({ tenant: 'otro' })).toThrow('El tenant indicado no existe.');
  });
});
