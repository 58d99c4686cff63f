import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@lic/server-kernel';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { ADDRESS_ASSISTANT_LISTS, type AddressAssistantLists } from '../domain/address-assistant';

@ApiTags('Referencia')
@Controller('license/api/parameter')
export class AddressAssistantController {
  @Get('GetAddressAssistantLists')
  @Public()
  @ApiOperation({ summary: 'Listas del asistente de direcciones: tipo de vía, letras, bis y cardinal' })
  getAddressAssistantLists(): ResultEnvelope<{ records: AddressAssistantLists }> {
    return { result: { records: ADDRESS_ASSISTANT_LISTS } };
  }
}
