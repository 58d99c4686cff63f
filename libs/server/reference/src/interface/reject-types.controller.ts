import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePrivileges } from '@lic/server-kernel';
import { Privilege, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { ListRejectTypesQuery, type RejectTypeView } from '../application/queries/list-reject-types/list-reject-types.query';

@ApiTags('Referencia')
@ApiBearerAuth()
@Controller('license/api/parameter')
export class RejectTypesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetAllRejectTypes')
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({ summary: 'Motivos de rechazo de un pago en efectivo' })
  async getAllRejectTypes(): Promise<ResultEnvelope<RecordsResult<RejectTypeView>>> {
    return { result: { records: await this.queryBus.execute(new ListRejectTypesQuery()) } };
  }
}
