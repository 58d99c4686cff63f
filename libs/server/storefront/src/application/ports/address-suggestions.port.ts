import type { AddressSuggestion } from '@lic/shared-api-types';

/** Token of the address suggestions of the purchase form (design.md §6). */
export const ADDRESS_SUGGESTIONS = Symbol('ORDERING_ADDRESS_SUGGESTIONS');

export const ADDRESS_SUGGESTIONS_MAX = 5;

/**
 * Proposes Colombian addresses for what the user typed. The default works offline (the address
 * assistant); a places provider plugs in by binding this token to an adapter that calls it, limited
 * to Colombia, filling the geocode fields.
 */
export interface AddressSuggestions {
  suggest(text: string, limit: number): Promise<AddressSuggestion[]>;
}
