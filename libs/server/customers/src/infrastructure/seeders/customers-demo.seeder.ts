import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Customer } from '../../domain/customer.entity';
import type { CustomerData } from '../../domain/customer-data';

/** The demo company every other demo seeder (licences, orders, users) refers to. */
export const DEMO_COMPANY_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001';

export const DEMO_CUSTOMERS: readonly { id: string; data: CustomerData }[] = [
  {
    id: DEMO_COMPANY_ID,
    data: {
      personType: 'J',
      documentTypeId: 4,
      documentNumber: '900123456',
      legalName: 'Comercializadora Andina S.A.S.',
      cellphoneNumber: '3104567890',
      email: 'compras@comercializadoraandina.com.co',
      fulladdress: 'Calle 100 # 19-61',
      addressAdditionalInformation: 'Oficina 802',
      addressLatGeocode: 4.6865,
      addressLngGeocode: -74.0473,
      departmentId: 11,
      cityId: 11001,
      legalDocumentTypeId: 1,
      legalDocumentNumber: '79845123',
      legalFirstName: 'Carlos Andrés',
      legalLastName: 'Rodríguez Pérez',
      linkToApp: 'otras_apps',
    },
  },
  {
    id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00002',
    data: {
      personType: 'J',
      documentTypeId: 4,
      documentNumber: '901234567',
      legalName: 'Transportes del Pacífico S.A.S.',
      cellphoneNumber: '3157894561',
      email: 'gerencia@transpacifico.com.co',
      fulladdress: 'Carrera 1 # 13-70',
      addressAdditionalInformation: 'Bodega 4',
      addressLatGeocode: 3.4516,
      addressLngGeocode: -76.532,
      departmentId: 76,
      cityId: 76001,
      legalDocumentTypeId: 1,
      legalDocumentNumber: '16789234',
      legalFirstName: 'Jorge Eliécer',
      legalLastName: 'Valencia Mina',
      linkToApp: 'confronta',
    },
  },
  {
    id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00003',
    data: {
      personType: 'J',
      documentTypeId: 4,
      documentNumber: '800987654',
      legalName: 'Industrias Metálicas del Caribe Ltda.',
      cellphoneNumber: '6053456789',
      email: 'administracion@metalcaribe.com.co',
      fulladdress: 'Calle 72 # 54-35',
      departmentId: 8,
      cityId: 8001,
      legalDocumentTypeId: 2,
      legalDocumentNumber: '456789',
      legalFirstName: 'Ana Lucía',
      legalLastName: 'Martínez Vargas',
      linkToApp: 'biometria',
      contractStartDate: new Date('2026-01-01T05:00:00Z'),
      contractEndDate: new Date('2027-01-01T04:59:59Z'),
    },
  },
  {
    id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00004',
    data: {
      personType: 'N',
      documentTypeId: 1,
      documentNumber: '43567890',
      firstName: 'María Fernanda',
      lastName: 'Gómez Restrepo',
      cellphoneNumber: '3001234567',
      email: 'mariafernanda.gomez@gmail.com',
      fulladdress: 'Carrera 43A # 1-50',
      addressAdditionalInformation: 'Apartamento 1203',
      departmentId: 5,
      cityId: 5001,
    },
  },
  {
    id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00005',
    data: {
      personType: 'N',
      documentTypeId: 1,
      documentNumber: '1020456789',
      firstName: 'Luis Alberto',
      lastName: 'Hernández Ruiz',
      cellphoneNumber: '3186547890',
      email: 'luis.hernandez@outlook.com',
      fulladdress: 'Calle 36 # 27-52',
      departmentId: 68,
      cityId: 68001,
    },
  },
];

/** Demo companies and persons; running it again changes nothing. */
export class CustomersDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const { id, data } of DEMO_CUSTOMERS) {
      const existing = await em.findOne(Customer, {
        $or: [{ id }, { documentTypeId: data.documentTypeId, documentNumber: data.documentNumber }],
      });
      if (!existing) em.persist(Customer.register(data, id));
    }
    await em.flush();
  }
}
