import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, CustomerOnly, RequirePrivileges, tokenCustomerOf, type AuthenticatedUser } from '@lic/server-kernel';
import { Privilege, type PersonalDataAccessView, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { ExportPersonalDataQuery } from '../application/queries/export-personal-data/export-personal-data.query';
import { ListPersonalDataAccessQuery } from '../application/queries/list-personal-data-access/list-personal-data-access.query';
import { personalDataCsv } from '../domain/personal-data-csv';
import { personalDataPdf } from '../infrastructure/export/personal-data.pdf';
import { personalDataWorkbook } from '../infrastructure/export/personal-data.workbook';
import { ListPersonalDataAccessRequestDto, PersonalDataFormatRequestDto } from './dto/privacy.request.dto';

/** The holder's export (decision 0059) and the log of who read personal data. */
@ApiTags('Datos personales: exportación y accesos')
@ApiBearerAuth()
@Controller('api')
export class PersonalDataController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('me/personal-data')
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Todo lo que la tienda tiene del cliente y su empresa: cuenta, empresa, órdenes con su pago y licencias, convenios, autorizaciones, solicitudes y correos enviados. JSON, o ?format=csv (una fila por dato), ?format=pdf (documento legible) o ?format=xlsx (una hoja por tipo de registro). Cada exportación queda en el registro de accesos.',
  })
  @ApiProduces('application/json', 'text/csv', 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'PersonalDataExport (JSON), CSV con las columnas dato;valor, PDF o libro .xlsx.' })
  async export(
    @Query() query: PersonalDataFormatRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<unknown> {
    const customer = tokenCustomerOf(user);
    const data = await this.queryBus.execute(
      new ExportPersonalDataQuery({
        userId: user.userId,
        userName: user.userName,
        documentTypeId: customer?.documentTypeId ?? null,
        documentNumber: customer?.documentNumber ?? null,
      }),
    );
    const day = data.generatedOn.slice(0, 10);
    if (query.format === 'pdf') {
      response.setHeader('Content-Type', 'application/pdf');
      response.setHeader('Content-Disposition', `attachment; filename="mis-datos-${day}.pdf"`);
      return new StreamableFile(await personalDataPdf(data));
    }
    if (query.format === 'xlsx') {
      response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      response.setHeader('Content-Disposition', `attachment; filename="mis-datos-${day}.xlsx"`);
      return new StreamableFile(await personalDataWorkbook(data));
    }
    if (query.format === 'csv') {
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="mis-datos-${day}.csv"`);
      return personalDataCsv(data);
    }
    response.setHeader('Content-Disposition', `attachment; filename="mis-datos-${day}.json"`);
    return data;
  }

  @Get('personal-data-access')
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({
    summary:
      'El registro de accesos a datos personales (exportaciones y consultas del personal), el más reciente primero; search busca por usuario o titular.',
  })
  async accessLog(@Query() query: ListPersonalDataAccessRequestDto): Promise<ResultEnvelope<RecordsResult<PersonalDataAccessView>>> {
    const records = await this.queryBus.execute(new ListPersonalDataAccessQuery(query.search?.trim() || undefined));
    return { result: { records, count: records.length } };
  }
}
