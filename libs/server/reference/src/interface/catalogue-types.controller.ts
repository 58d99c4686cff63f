import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePrivileges } from '@lic/server-kernel';
import { Privilege, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { ListFeatureCategoryTypesQuery } from '../application/queries/list-feature-category-types/list-feature-category-types.query';
import { ListServiceTypesQuery } from '../application/queries/list-service-types/list-service-types.query';

export interface ServiceTypeRecord {
  id: number;
  serviceType1: string;
  serviceTypeCode: string;
}

export interface FeatureCategoryTypeRecord {
  id: string;
  categoryType: string;
  name: string;
}

/** Option lists of the Configuración screen (backoffice-catalogue.md §7). */
@ApiTags('Referencia')
@ApiBearerAuth()
@Controller('license/api/parameter')
export class CatalogueTypesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetAllServiceTypes')
  @RequirePrivileges(Privilege.CONFIGURATION)
  @ApiOperation({ summary: 'Tipos de servicio de la suite' })
  async getAllServiceTypes(): Promise<ResultEnvelope<RecordsResult<ServiceTypeRecord>>> {
    const types = await this.queryBus.execute(new ListServiceTypesQuery());
    return { result: { records: types.map((t) => ({ id: t.id, serviceType1: t.name, serviceTypeCode: t.code })) } };
  }

  @Get('GetAllFeatureTypes')
  @RequirePrivileges(Privilege.CONFIGURATION)
  @ApiOperation({ summary: 'Categorías de tipo de característica (F Funcionalidad Sistema, T Transaccionalidad)' })
  async getAllFeatureTypes(): Promise<ResultEnvelope<RecordsResult<FeatureCategoryTypeRecord>>> {
    const types = await this.queryBus.execute(new ListFeatureCategoryTypesQuery());
    return { result: { records: types.map((t) => ({ id: t.code, categoryType: t.code, name: t.name })) } };
  }
}
