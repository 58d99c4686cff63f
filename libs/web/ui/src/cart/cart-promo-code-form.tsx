import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CART_PROMO_CODE_MAX_LENGTH } from '@lic/shared-rules';
import { CART_TEXTS } from './cart.messages';

export interface CartPromoCodeFormProps {
  /** Called with the trimmed code; the caller reports the outcome. */
  onApply: (code: string) => void;
  /** The code is being validated: the button reads "Cargando". */
  loading?: boolean;
  /** An empty cart: nothing to apply a code to. */
  disabled?: boolean;
}

/** "Código promocional" and "Aplicar" of the cart (max 20 characters, the button disabled while empty). */
export function CartPromoCodeForm({ onApply, loading, disabled }: CartPromoCodeFormProps) {
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  const canApply = !disabled && !loading && trimmed !== '';
  const apply = () => {
    if (canApply) onApply(trimmed);
  };

  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Input
        aria-label={CART_TEXTS.promoCode}
        placeholder={CART_TEXTS.promoCode}
        value={code}
        maxLength={CART_PROMO_CODE_MAX_LENGTH}
        disabled={disabled}
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={apply}
      />
      <Button type="primary" disabled={!canApply} onClick={apply}>
        {loading ? CART_TEXTS.applying : CART_TEXTS.apply}
      </Button>
    </Space.Compact>
  );
}
