import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { FEATURE_QUANTITY_MAX, FEATURE_QUANTITY_MIN, parseQuantity } from './feature-configuration';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
}

/** Minus, typed value and plus; a value out of 1 to 9,999,999 or not numeric reverts to the last good one. */
export function QuantityStepper(props: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(props.value));
  useEffect(() => setDraft(String(props.value)), [props.value]);

  const type = (text: string) => {
    if (text === '') {
      setDraft('');
      return;
    }
    const parsed = parseQuantity(text);
    if (parsed === null) return;
    setDraft(text);
    if (parsed !== props.value) props.onChange(parsed);
  };

  return (
    <Space.Compact size="small">
      <Button
        icon={<MinusOutlined />}
        aria-label={`Disminuir ${props.label}`}
        disabled={props.disabled || props.value <= FEATURE_QUANTITY_MIN}
        onClick={() => props.onChange(props.value - 1)}
      />
      <Input
        aria-label={`Cantidad ${props.label}`}
        value={draft}
        disabled={props.disabled}
        inputMode="numeric"
        style={{ width: 96, textAlign: 'center' }}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(String(props.value))}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={`Aumentar ${props.label}`}
        disabled={props.disabled || props.value >= FEATURE_QUANTITY_MAX}
        onClick={() => props.onChange(props.value + 1)}
      />
    </Space.Compact>
  );
}
