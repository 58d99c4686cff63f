import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Privilege, type DeadLetterView, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { RequirePrivileges } from '../auth/access-rule.decorator';
import { InvalidInputError, NotFoundError } from '../errors/domain.error';
import { DeadLetters } from './dead-letters';

const PAGE_SIZE_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DeadLetterMessage = {
  INVALID_ID: 'El identificador de la entrega no es válido.',
  NOT_FOUND: 'La entrega fallida no existe o ya fue reintentada.',
  REPLAYED: 'La entrega se encoló de nuevo.',
} as const;

/** "Entregas fallidas": deliveries of integration events parked after their last attempt (full access only). */
@ApiTags('Operación: entregas de eventos')
@ApiBearerAuth()
@Controller('license/api/delivery/dead-letters')
export class DeadLettersController {
  constructor(private readonly deadLetters: DeadLetters) {}

  @Get()
  @RequirePrivileges(Privilege.LICENSE_FULL_ACCESS)
  @ApiOperation({ summary: 'Entregas fallidas (la más reciente primero): evento, suscriptor, intentos, último error, fechas, orden.' })
  @ApiQuery({ name: 'page', required: false, type: 'integer', example: 1 })
  @ApiQuery({ name: 'pageSize', required: false, type: 'integer', example: 20 })
  async list(@Query('page') page?: string, @Query('pageSize') pageSize?: string): Promise<ResultEnvelope<RecordsResult<DeadLetterView>>> {
    return { result: await this.deadLetters.list(positive('page', page, 1, 100_000), positive('pageSize', pageSize, 20, PAGE_SIZE_MAX)) };
  }

  @Post(':id/replay')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSE_FULL_ACCESS)
  @ApiOperation({ summary: 'Reintentar: encola de nuevo la entrega, con todos sus intentos; 404 si ya no está.' })
  async replay(@Param('id') id: string): Promise<ResultEnvelope<{ id: string }>> {
    if (!UUID.test(id)) {
      throw new InvalidInputError(ErrorCode.VALIDATION, `id: ${DeadLetterMessage.INVALID_ID}`, [
        { field: 'id', message: DeadLetterMessage.INVALID_ID },
      ]);
    }
    if (!(await this.deadLetters.replay(id.toLowerCase()))) throw new NotFoundError(ErrorCode.NOT_FOUND, DeadLetterMessage.NOT_FOUND);
    return { result: { id }, statusMessage: DeadLetterMessage.REPLAYED };
  }
}

function positive(field: string, raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    const message = MESSAGES.integerRange(1, max);
    throw new InvalidInputError(ErrorCode.VALIDATION, `${field}: ${message}`, [{ field, message }]);
  }
  return value;
}
