import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@lic/server-kernel';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { ListBlockedEmailDomainsQuery } from '../application/queries/list-blocked-email-domains/list-blocked-email-domains.query';

@ApiTags('Referencia')
@Controller('mail/api/Mail')
export class BlockedEmailDomainsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('emailsInBlackList')
  @Public()
  @ApiOperation({ summary: 'Dominios de correo no permitidos' })
  async emailsInBlackList(): Promise<ResultEnvelope<RecordsResult<string>>> {
    return { result: { records: await this.queryBus.execute(new ListBlockedEmailDomainsQuery()) } };
  }
}
