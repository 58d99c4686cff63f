import { applyDecorators, Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { ChangeServiceFeatureStateCommand } from '../application/commands/change-service-feature-state/change-service-feature-state.command';
import { RegisterServiceFeatureCommand } from '../application/commands/register-service-feature/register-service-feature.command';
import type { Batch } from '../domain/batch';
import {
  ListParentServiceFeaturesQuery,
  type ParentFeatureOption,
} from '../application/queries/list-parent-service-features/list-parent-service-features.query';
import {
  ListServiceFeaturesQuery,
  type ServiceFeatureRecord,
} from '../application/queries/list-service-features/list-service-features.query';
import { CatalogueMessage } from '../domain/catalogue.messages';
import { BatchHeaders } from './batch-headers.decorator';
import { ConfigurationAccess } from './catalogue-access';
import { ChangeStateRequestDto } from './dto/change-state.request.dto';
import { RegisterServiceFeatureRequestDto } from './dto/register-service-feature.request.dto';

const BatchHeaderDocs = () =>
  applyDecorators(
    ApiHeader({ name: 'lastRow', required: false, description: 'Filas ya cargadas (por defecto 0).' }),
    ApiHeader({ name: 'numRows', required: false, description: 'Filas a traer (por defecto 50, máximo 500).' }),
  );

/** Tab "Características del servicio" of Configuración. */
@ApiTags('Catálogo: características del servicio')
@ApiBearerAuth()
@Controller('license/api/ServiceFeature')
export class ServiceFeatureController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('GetOnlyParentServices')
  @ConfigurationAccess()
  @BatchHeaderDocs()
  @ApiOperation({ summary: 'Características principales activas: las opciones de característica padre' })
  async getOnlyParentServices(
    @BatchHeaders() batch: Batch,
  ): Promise<ResultEnvelope<{ serviceFeatureDetailsList: ParentFeatureOption[]; rows: number }>> {
    const { records, rows } = await this.queryBus.execute(new ListParentServiceFeaturesQuery(batch));
    return { result: { serviceFeatureDetailsList: records, rows } };
  }

  @Get('GetAllServiceFeatures')
  @ConfigurationAccess()
  @BatchHeaderDocs()
  @ApiOperation({ summary: 'Un lote de características del servicio y el total de filas' })
  async getAllServiceFeatures(
    @BatchHeaders() batch: Batch,
  ): Promise<ResultEnvelope<{ serviceFeatureList: { records: ServiceFeatureRecord[]; rows: number } }>> {
    return { result: { serviceFeatureList: await this.queryBus.execute(new ListServiceFeaturesQuery(batch)) } };
  }

  @Post('RegisterServiceFeature')
  @HttpCode(200)
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Crea (id 0) o edita una característica del servicio' })
  async registerServiceFeature(@Body() body: RegisterServiceFeatureRequestDto): Promise<ResultEnvelope<{ id: number }>> {
    const saved = await this.commandBus.execute(
      new RegisterServiceFeatureCommand({
        id: body.id,
        serviceTypeId: body.serviceTypeId,
        serviceFeatureCode: body.serviceFeatureCode,
        featureDescription: body.featureDescription,
        featureTypeId: body.featureTypeId,
        isPrincipal: body.isPrincipal,
        featureRelation: body.featureRelation ?? null,
        featureAlias: body.featureAlias ?? null,
        urlImageFeature: body.urlImageFeature ?? null,
        colorFeature: body.colorFeature ?? null,
      }),
    );
    return { statusMessage: CatalogueMessage.serviceFeatureSaved, result: { id: saved.id } };
  }

  @Post('ChangeStateServiceFeature')
  @HttpCode(200)
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Activa o inactiva una característica del servicio' })
  async changeStateServiceFeature(@Body() body: ChangeStateRequestDto): Promise<ResultEnvelope<boolean>> {
    await this.commandBus.execute(new ChangeServiceFeatureStateCommand(body.Id, body.Status));
    return { statusMessage: CatalogueMessage.serviceFeatureState(body.Status), result: true };
  }
}
