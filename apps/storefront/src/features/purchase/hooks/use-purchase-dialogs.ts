import { useCallback, useRef, useState } from 'react';
import type { PurchaseDialog } from '../components/purchase-dialog';

/** The purchase form's open dialog, its e-mail verification and the answer a confirmation is waiting for. */
export interface PurchaseDialogs {
  dialog: PurchaseDialog | null;
  /** The e-mail being verified with a code, while its dialog is open. */
  verifyingEmail: string | null;
  /** Shows a result dialog that waits for no answer. */
  show: (dialog: PurchaseDialog) => void;
  /** Opens a confirmation dialog and resolves whether it was accepted. */
  ask: (dialog: PurchaseDialog) => Promise<boolean>;
  /** Opens the e-mail verification dialog and resolves whether the e-mail was verified. */
  askEmailVerification: (email: string) => Promise<boolean>;
  closeDialog: () => void;
  closeEmailVerification: () => void;
  /** Answers the confirmation being waited for, if any. */
  settle: (accepted: boolean) => void;
}

export function usePurchaseDialogs(): PurchaseDialogs {
  const [dialog, setDialog] = useState<PurchaseDialog | null>(null);
  const [verifyingEmail, setVerifyingEmail] = useState<string | null>(null);
  const decision = useRef<((accepted: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: PurchaseDialog) =>
      new Promise<boolean>((resolve) => {
        decision.current = resolve;
        setDialog(next);
      }),
    [],
  );

  const askEmailVerification = useCallback(
    (email: string) =>
      new Promise<boolean>((resolve) => {
        decision.current = resolve;
        setVerifyingEmail(email);
      }),
    [],
  );

  const settle = useCallback((accepted: boolean) => {
    const resolve = decision.current;
    decision.current = null;
    resolve?.(accepted);
  }, []);

  const closeDialog = useCallback(() => setDialog(null), []);
  const closeEmailVerification = useCallback(() => setVerifyingEmail(null), []);

  return { dialog, verifyingEmail, show: setDialog, ask, askEmailVerification, closeDialog, closeEmailVerification, settle };
}
