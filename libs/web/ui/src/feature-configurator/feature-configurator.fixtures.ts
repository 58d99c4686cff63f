import type { ConfigurableService } from './feature-configuration';

/** Services of a sample invoicing package, shared by the stories and tests of the configurator and the card. */
export const sampleServices: ConfigurableService[] = [
  {
    serviceId: 1,
    serviceName: 'Facturación electrónica',
    features: [
      {
        featureId: 11,
        featureName: 'Documentos electrónicos',
        featureTypeName: 'Transaccional',
        selected: true,
        quantity: 500,
        storageType: null,
      },
      { featureId: 12, featureName: 'Usuarios', featureTypeName: 'Funcional', selected: false, quantity: 1, storageType: null },
      {
        featureId: 13,
        featureName: 'Almacenamiento en la nube',
        featureTypeName: 'Almacenamiento',
        selected: true,
        quantity: 2,
        storageType: null,
      },
    ],
  },
  { serviceId: 2, serviceName: 'Nómina electrónica', features: [] },
];
