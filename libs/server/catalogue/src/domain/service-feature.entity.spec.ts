import { describe, expect, it } from '@jest/globals';
import { FeatureType } from './feature-type.entity';
import { parentRuleViolation, ServiceFeature } from './service-feature.entity';

const type = FeatureType.register('Empleados', 'T');
const feature = (id: number, serviceTypeId: number, parent: ServiceFeature | null = null): ServiceFeature => {
  const f = ServiceFeature.register({
    serviceTypeId,
    serviceFeatureCode: ` CODE_${id} `,
    featureDescription: 'Empleados',
    featureType: type,
    parent,
    featureAlias: '  ',
    urlImageFeature: null,
    colorFeature: '#2E7D32',
  });
  f.id = id;
  return f;
};

describe('ServiceFeature', () => {
  it('trims its texts and is principal without a parent', () => {
    const principal = feature(1, 2);
    expect(principal.serviceFeatureCode).toBe('CODE_1');
    expect(principal.featureAlias).toBeNull();
    expect(principal.isPrincipal).toBe(true);
    expect(feature(2, 2, principal).isPrincipal).toBe(false);
  });
});

describe('parentRuleViolation', () => {
  const principal = feature(1, 2);
  const child = feature(2, 2, principal);
  const otherType = feature(3, 1);
  const base = { serviceTypeId: 2, hasChildren: false, changesServiceType: false };

  it('accepts a principal feature and a child of a principal of the same service type', () => {
    expect(parentRuleViolation({ ...base, parent: null })).toBeNull();
    expect(parentRuleViolation({ ...base, parent: principal, requestedParentId: 1 })).toBeNull();
  });

  it('refuses an unknown parent, itself, a child as parent and another service type', () => {
    expect(parentRuleViolation({ ...base, parent: null, requestedParentId: 99 })).toBe('La característica padre no existe.');
    expect(parentRuleViolation({ ...base, featureId: 1, parent: principal })).toBe(
      'Una característica no puede ser su propia característica padre.',
    );
    expect(parentRuleViolation({ ...base, parent: child })).toBe('La característica padre debe ser una característica principal.');
    expect(parentRuleViolation({ ...base, parent: otherType })).toBe('La característica padre debe ser del mismo tipo de servicio.');
  });

  it('keeps a principal with children principal and in its service type', () => {
    const message = 'La característica tiene características asociadas: debe seguir siendo principal y del mismo tipo de servicio.';
    expect(parentRuleViolation({ ...base, featureId: 1, parent: otherType, hasChildren: true })).toBe(message);
    expect(parentRuleViolation({ ...base, featureId: 1, parent: null, hasChildren: true, changesServiceType: true })).toBe(message);
    expect(parentRuleViolation({ ...base, featureId: 1, parent: null, hasChildren: true })).toBeNull();
  });
});

describe('FeatureType', () => {
  it('knows the storage type by its name, accents and case aside', () => {
    expect(FeatureType.register('Almacenamiento', 'T').isStorage).toBe(true);
    expect(FeatureType.register(' ALMACENAMIENTO ', 'T').isStorage).toBe(true);
    expect(FeatureType.register('Empleados', 'T').isStorage).toBe(false);
  });
});
