import type { AddressSuggestion } from '@lic/shared-api-types';
import type { DepartmentOption, DocumentTypeOption } from './customer-values';

export const sampleDocumentTypes: DocumentTypeOption[] = [
  { id: 1, text: 'Cédula de ciudadanía' },
  { id: 2, text: 'Cédula de extranjería' },
  { id: 4, text: 'NIT' },
  { id: 6, text: 'Pasaporte' },
  { id: 14, text: 'Permiso por protección temporal' },
];

export const sampleDepartments: DepartmentOption[] = [
  {
    id: 5,
    stateName: 'Antioquia',
    city: [
      { id: 5001, cityName: 'Medellín' },
      { id: 5088, cityName: 'Bello' },
    ],
  },
  {
    id: 11,
    stateName: 'Bogotá, D.C.',
    city: [{ id: 11001, cityName: 'Bogotá, D.C.' }],
  },
];

export const sampleAddresses: AddressSuggestion[] = [
  {
    description: 'Calle 10 # 43-20, Medellín, Antioquia',
    fulladdress: 'Calle 10 # 43-20',
    addressLatGeocode: 6.2089,
    addressLngGeocode: -75.5671,
    cityId: 5001,
    departmentId: 5,
  },
  {
    description: 'Calle 100 # 15-20, Bogotá',
    fulladdress: 'Calle 100 # 15-20',
    addressLatGeocode: 4.6867,
    addressLngGeocode: -74.0463,
    cityId: 11001,
    departmentId: 11,
  },
];
