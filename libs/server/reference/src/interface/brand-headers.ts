import { ApiHeader } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';

/** Swagger description of the headers that pick the brand of a reference request. */
export const ApiBrandHeaders = () =>
  applyDecorators(
    ApiHeader({
      name: 'appName',
      required: false,
      description: 'App (marca): colfactura, colnomina, firmaya, firmamail, boveda, bemyself, license. Sin él, el tenant o el host.',
    }),
    ApiHeader({ name: 'tenant', required: false, description: 'Tenant de la marca (p. ej. myselfcert para bemyself).' }),
  );
