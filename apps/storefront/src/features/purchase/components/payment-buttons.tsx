import { Button } from 'antd';
import type { PaymentMethod } from '@lic/shared-api-types';
import { PURCHASE_TEXTS as T } from '../purchase.messages';

export interface PaymentButtonsProps {
  /** An activation (or a free cart) has only "Activar". */
  activation: boolean;
  cashAllowed: boolean;
  /** The payment method being submitted, if any: every button waits for it. */
  busy: PaymentMethod | null;
  hasCart: boolean;
  onSubmit: (paymentMethod: PaymentMethod) => void;
}

/** "Activar", or "Pago en efectivo" (where the brand takes cash) and "Pago en línea". */
export function PaymentButtons({ activation, cashAllowed, busy, hasCart, onSubmit }: PaymentButtonsProps) {
  const disabled = !hasCart || busy !== null;
  if (activation) {
    return (
      <Button type="primary" loading={busy === 'SIN_PAGO'} disabled={disabled} onClick={() => onSubmit('SIN_PAGO')}>
        {T.activate}
      </Button>
    );
  }
  return (
    <>
      {cashAllowed && (
        <Button loading={busy === 'EFECTIVO'} disabled={disabled} onClick={() => onSubmit('EFECTIVO')}>
          {T.payCash}
        </Button>
      )}
      <Button type="primary" loading={busy === 'EN_LINEA'} disabled={disabled} onClick={() => onSubmit('EN_LINEA')}>
        {T.payOnline}
      </Button>
    </>
  );
}
