import { Query } from '@nestjs/cqrs';
import type { AddressSuggestion } from '@lic/shared-api-types';

/** Colombian addresses for the typed text of the purchase form's address field (at most 5). */
export class SuggestAddressesQuery extends Query<AddressSuggestion[]> {
  constructor(readonly text: string) {
    super();
  }
}
