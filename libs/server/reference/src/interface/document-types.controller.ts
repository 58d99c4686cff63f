import { Controller, Get, Headers, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, Public, type AppConfig } from '@lic/server-kernel';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { selectBrand } from '../domain/brand-selection';
import { GetDocumentTypesQuery } from '../application/queries/get-document-types/get-document-types.query';
import { ApiBrandHeaders } from './brand-headers';

export interface DocumentTypeRecord {
  value: number;
  id: number;
  text: string;
  documentTypeCode: string;
  countries: string[];
  documentTypeColfacturaId: number;
}

@ApiTags('Referencia')
@Controller('license/api/parameter')
export class DocumentTypesController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('GetAllDocumentTypes')
  @Public()
  @ApiOperation({ summary: 'Tipos de documento permitidos para la marca' })
  @ApiBrandHeaders()
  async getAllDocumentTypes(
    @Headers('appname') appName?: string,
    @Headers('tenant') tenant?: string,
    @Headers('host') host?: string,
  ): Promise<ResultEnvelope<RecordsResult<DocumentTypeRecord>>> {
    const brand = selectBrand({ appName, tenant, host }, this.config.brandHosts);
    const types = await this.queryBus.execute(new GetDocumentTypesQuery(brand.appName));
    return {
      result: {
        records: types.map((type) => ({
          value: type.id,
          id: type.id,
          text: type.description,
          documentTypeCode: type.code,
          countries: type.countries,
          documentTypeColfacturaId: type.dianCode,
        })),
      },
    };
  }
}
