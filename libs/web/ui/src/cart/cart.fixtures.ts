import type { CartLineView } from './cart-line';

export const sampleLines: CartLineView[] = [
  {
    packageId: 7,
    name: 'Plan Emprendedor',
    quantity: 2,
    quantityMode: 'stepper',
    unitValue: 100_000,
    discount: 20_000,
    ivaPercent: 19,
    subtotal: 214_200,
    features: [
      { key: 1, description: 'Documentos electrónicos', quantity: 500, unlimited: false },
      { key: 2, description: 'Usuarios', quantity: 1_000_000, unlimited: false },
    ],
  },
  {
    packageId: 8,
    name: 'Nómina 50 empleados',
    quantity: 50,
    quantityMode: 'select',
    quantityOptions: [10, 50, 100],
    unitValue: 840_336.13,
    discount: 0,
    ivaPercent: 19,
    subtotal: 1_000_000,
    features: [{ key: 3, description: 'Empleados', quantity: 50, unlimited: false }],
  },
];
