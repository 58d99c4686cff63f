import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AddressSuggestion } from '@lic/shared-api-types';
import { ADDRESS_SUGGESTIONS, ADDRESS_SUGGESTIONS_MAX, type AddressSuggestions } from '../../ports/address-suggestions.port';
import { SuggestAddressesQuery } from './suggest-addresses.query';

@QueryHandler(SuggestAddressesQuery)
export class SuggestAddressesHandler implements IQueryHandler<SuggestAddressesQuery> {
  constructor(@Inject(ADDRESS_SUGGESTIONS) private readonly suggestions: AddressSuggestions) {}

  async execute(query: SuggestAddressesQuery): Promise<AddressSuggestion[]> {
    return (await this.suggestions.suggest(query.text, ADDRESS_SUGGESTIONS_MAX)).slice(0, ADDRESS_SUGGESTIONS_MAX);
  }
}
