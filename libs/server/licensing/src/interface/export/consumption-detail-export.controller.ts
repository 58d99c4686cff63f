import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequirePrivileges } from '@lic/server-kernel';
import { Privilege } from '@lic/shared-api-types';
import { ExportConsumptionDetailQuery } from '../../application/queries/export-consumption-detail/export-consumption-detail.query';
import { LicenseDetailRequestDto } from '../dto/licence-admin.request.dto';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Detalle de consumo" of the licence detail dialog (privilege LICENSES). */
@ApiTags('Licencias: back office')
@ApiBearerAuth()
@Controller('license/api/license')
export class ConsumptionDetailExportController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('exportConsumptionDetail')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiProduces(XLSX)
  @ApiOperation({
    summary:
      'Archivo .xlsx con las hojas "Saldos" (empresa, servicio, paquete, característica, compradas, consumidas, disponibles, último consumo) y "Consumos" (eventos aceptados, el más reciente primero, hasta 100.000), para la misma selección que getDetailsLicenseCustomer. 404 cuando no hay licencias en el filtro.',
  })
  async exportConsumptionDetail(@Body() body: LicenseDetailRequestDto, @Res() response: Response): Promise<void> {
    const file = await this.queryBus.execute(new ExportConsumptionDetailQuery(body));
    response
      .status(200)
      .setHeader('Content-Type', XLSX)
      .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .setHeader('Cache-Control', 'no-store')
      .end(file.content);
  }
}
