import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public, RateLimit } from '@lic/server-kernel';
import type { AddressSuggestion, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { SuggestAddressesQuery } from '../application/queries/suggest-addresses/suggest-addresses.query';
import { CustomerLookupMessage } from '../domain/customer-lookup.messages';
import { InputErrors } from './request-input';

const TEXT_MIN = 3;
const TEXT_MAX = 300;

/** Address suggestions of the purchase form (storefront.md §2, §7; design.md §6), Colombia only. */
@ApiTags('Compra: direcciones')
@Controller('license/api/address')
export class AddressController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('suggestions')
  @Public()
  @RateLimit({ name: 'address-suggestions', points: 120, windowSeconds: 60 })
  @ApiOperation({ summary: 'Direcciones colombianas normalizadas para el texto escrito (máximo 5)' })
  @ApiQuery({ name: 'q', required: true, example: 'cl 80 # 11-42 bogota' })
  async suggestions(@Query('q') q?: unknown): Promise<ResultEnvelope<RecordsResult<AddressSuggestion>>> {
    const errors = new InputErrors();
    const text = typeof q === 'string' ? q.trim() : '';
    if (typeof q !== 'string' || text === '') errors.add('q', MESSAGES.required);
    else if (text.length < TEXT_MIN || text.length > TEXT_MAX) errors.add('q', CustomerLookupMessage.addressTextLength(TEXT_MIN, TEXT_MAX));
    errors.throwIfAny();
    const records = await this.queryBus.execute(new SuggestAddressesQuery(text));
    return { result: { records, count: records.length } };
  }
}
