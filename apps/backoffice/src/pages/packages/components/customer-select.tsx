import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { customerLabel, useCustomerOptions, type CustomerLabelNames } from '../../../features/catalogue/api/get-customers-paged';

const SEARCH_DELAY_MS = 400;

/** A company the select can show: a search result or one already linked to the package. */
export type KnownCustomer = CustomerLabelNames & { id: string };

export interface CustomerSelectProps {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  /** Companies already linked to the package, so their names show before any search. */
  known: KnownCustomer[];
}

/** The companies of a private package: a multi-select that searches them on the server as the user types. */
export function CustomerSelect(props: CustomerSelectProps) {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFilter(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useCustomerOptions(filter, !props.disabled);

  const options = useMemo(() => {
    const byId = new Map<string, KnownCustomer>();
    for (const customer of [...props.known, ...(found.data ?? [])]) byId.set(customer.id.toLowerCase(), customer);
    return [...byId.values()].map((customer) => ({ value: customer.id.toLowerCase(), label: customerLabel(customer) }));
  }, [props.known, found.data]);

  return (
    <Select
      id={props.id}
      mode="multiple"
      showSearch
      allowClear
      filterOption={false}
      placeholder="Buscar por NIT o razón social"
      value={props.value}
      disabled={props.disabled}
      options={options}
      onSearch={setTyped}
      onChange={(ids: string[]) => props.onChange?.(ids)}
      notFoundContent={found.loading ? <Spin size="small" /> : undefined}
    />
  );
}
