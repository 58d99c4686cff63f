import { AutoComplete } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_MAX_LENGTH } from '@lic/shared-rules';
import type { AddressSuggestion } from '@lic/shared-api-types';

/** storefront.md §7: the place suggestions are asked 200 ms after the last keystroke. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 200;
const MIN_QUERY_LENGTH = 3;

export interface AddressInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A suggestion was chosen (its coordinates go with it), or null when the address was typed by hand. */
  onPick: (suggestion: AddressSuggestion | null) => void;
  search?: (query: string) => Promise<AddressSuggestion[]>;
  disabled?: boolean;
}

/** Address text with Colombian address suggestions; typing by hand is allowed too. */
export function AddressInput({ id, value, onChange, onPick, search, disabled }: AddressInputProps) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (query: string) => {
    onPick(null);
    clearTimeout(timer.current);
    const request = ++latest.current;
    if (!search || query.trim().length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      search(query.trim()).then(
        (found) => request === latest.current && setSuggestions(found),
        () => request === latest.current && setSuggestions([]),
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };

  return (
    <AutoComplete
      id={id}
      value={value}
      disabled={disabled}
      maxLength={ADDRESS_MAX_LENGTH}
      options={suggestions.map((suggestion) => ({ value: suggestion.fulladdress, label: suggestion.description }))}
      onSearch={onSearch}
      onChange={(text: string) => onChange?.(text)}
      onSelect={(selected: string) => onPick(suggestions.find((suggestion) => suggestion.fulladdress === selected) ?? null)}
    />
  );
}
