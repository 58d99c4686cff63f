import { describe, expect, it } from '@jest/globals';
import { publicOriginFor } from './public-origin';

describe('publicOriginFor', () => {
  const config = { brandHosts: {}, publicOriginTemplate: 'http://{app}.localhost:3000', port: 3000 };

  it('fills the template with the brand when no host is mapped', () => {
    expect(publicOriginFor(config, 'Firmaya')).toBe('http://firmaya.localhost:3000');
  });

  it('prefers the configured brand host, over https unless it is a local name', () => {
    const mapped = { ...config, brandHosts: { 'tienda.firmaya.co': 'firmaya', 'colnomina.localhost': 'colnomina' } };
    expect(publicOriginFor(mapped, 'firmaya')).toBe('https://tienda.firmaya.co');
    expect(publicOriginFor(mapped, 'colnomina')).toBe('http://colnomina.localhost:3000');
  });
});
