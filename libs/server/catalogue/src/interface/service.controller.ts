import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { ChangeServiceStateCommand } from '../application/commands/change-service-state/change-service-state.command';
import { RegisterServiceCommand } from '../application/commands/register-service/register-service.command';
import { ListServicesQuery, type ServiceRecord } from '@lic/server-catalogue-api';
import { CatalogueMessage } from '../domain/catalogue.messages';
import { ConfigurationAccess, ConfigurationOrPackagesAccess } from './catalogue-access';
import { ChangeStateRequestDto } from './dto/change-state.request.dto';
import { RegisterServiceRequestDto } from './dto/register-service.request.dto';

/** Tab "Producto o servicio" of Configuración, and the service options of the package dialog. */
@ApiTags('Catálogo: productos o servicios')
@ApiBearerAuth()
@Controller('license/api/service')
export class ServiceController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('GetAllServices')
  @ConfigurationOrPackagesAccess()
  @ApiOperation({ summary: 'Todos los productos o servicios (activos e inactivos)' })
  async getAllServices(): Promise<ResultEnvelope<RecordsResult<ServiceRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListServicesQuery()) } };
  }

  @Post('RegisterService')
  @HttpCode(200)
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Crea (Id 0) o edita un producto o servicio' })
  async registerService(@Body() body: RegisterServiceRequestDto): Promise<ResultEnvelope<{ id: number }>> {
    const saved = await this.commandBus.execute(
      new RegisterServiceCommand({
        id: body.Id,
        serviceTypeId: body.serviceTypeId,
        serviceName: body.serviceName,
        description: body.description ?? null,
        active: body.Status,
        serviceNameContract: body.serviceNameContract,
        contractedServices: body.contractedServices,
        requiresSupervision: body.requiresSupervision,
        isContractFullAccess: body.isContractFullAccess,
        addManualLicense: body.addManualLicense,
      }),
    );
    return { statusMessage: CatalogueMessage.serviceSaved, result: { id: saved.id } };
  }

  @Post('ChangeStateService')
  @HttpCode(200)
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Activa o inactiva un producto o servicio (422 si hace parte de paquetes activos)' })
  async changeStateService(@Body() body: ChangeStateRequestDto): Promise<ResultEnvelope<boolean>> {
    await this.commandBus.execute(new ChangeServiceStateCommand(body.Id, body.Status));
    return { statusMessage: CatalogueMessage.serviceState(body.Status), result: true };
  }
}
