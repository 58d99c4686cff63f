import { Controller, Get, Headers, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, Public, type AppConfig } from '@lic/server-kernel';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { selectBrand } from '../domain/brand-selection';
import { isParameterType } from '../domain/parameter-type';
import { UnknownParameterTypeError } from '../domain/reference.errors';
import { GetAppParametersQuery } from '../application/queries/get-app-parameters/get-app-parameters.query';
import { GetParameterByCodeQuery } from '../application/queries/get-parameter-by-code/get-parameter-by-code.query';
import type { ParameterView } from '../domain/parameter.view';
import { ApiBrandHeaders } from './brand-headers';
import { GetParameterByTypeRequestDto } from './dto/get-parameter-by-type.request.dto';

export interface ParameterRecord {
  parameterCode: string;
  parameterValue: string;
}

const toRecord = (view: ParameterView): ParameterRecord => ({ parameterCode: view.parameterCode, parameterValue: view.parameterValue });

@ApiTags('Referencia')
@Controller('license/api/parameter')
export class AppParametersController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('GetAppParameters')
  @Public()
  @ApiOperation({ summary: 'Información de la aplicación y parámetros de la marca' })
  @ApiBrandHeaders()
  @ApiHeader({ name: 'parameterType', required: false, description: 'APP_INFO, APP_PARAMETERS o CATALOGUE; sin él, todos.' })
  async getAppParameters(
    @Headers('appname') appName?: string,
    @Headers('tenant') tenant?: string,
    @Headers('parametertype') parameterType?: string,
    @Headers('host') host?: string,
  ): Promise<ResultEnvelope<RecordsResult<ParameterRecord>>> {
    const brand = selectBrand({ appName, tenant, host }, this.config.brandHosts);
    const type = parameterType?.trim() || undefined;
    if (type !== undefined && !isParameterType(type)) throw new UnknownParameterTypeError();
    const views = await this.queryBus.execute(new GetAppParametersQuery(brand.appName, type));
    return { result: { records: views.map(toRecord) } };
  }

  @Get('GetParameterByType')
  @Public()
  @ApiOperation({ summary: 'Un parámetro por su código (el de la marca, si no el de license)' })
  @ApiBrandHeaders()
  async getParameterByType(
    @Query() request: GetParameterByTypeRequestDto,
    @Headers('appname') appName?: string,
    @Headers('tenant') tenant?: string,
    @Headers('host') host?: string,
  ): Promise<ResultEnvelope<RecordsResult<ParameterRecord>>> {
    const brand = selectBrand({ appName, tenant, host }, this.config.brandHosts);
    const view = await this.queryBus.execute(new GetParameterByCodeQuery(request.parameterCode.trim(), brand.appName));
    return { result: { records: [toRecord(view)] } };
  }
}
