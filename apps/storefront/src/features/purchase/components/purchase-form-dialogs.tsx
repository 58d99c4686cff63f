import { useNavigate } from 'react-router-dom';
import { EmailVerificationDialog, useBrand } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useAppParameters } from '../../app-parameters';
import { browserWindow, useCartNavigation } from '../../cart';
import { useSession } from '../../session';
import { checkEmail } from '../api/check-email';
import { validateMailCode } from '../api/validate-mail-code';
import type { PurchaseDialogs } from '../hooks/use-purchase-dialogs';
import { PurchaseDialogModal } from './purchase-dialog';

/** A reload follows the single-licence message after this delay (storefront.md §9). */
export const RELOAD_AFTER_SINGLE_LICENCE_MS = 1000;

const summaryPath = (referenceUuid: string) => `/summaryorder/${encodeURIComponent(referenceUuid)}`;

export interface PurchaseFormDialogsProps {
  dialogs: PurchaseDialogs;
  /** Empties the form before leaving it for the brand's landing page. */
  resetForm: () => void;
}

/** The purchase form's dialogs: each answer settles the waiting confirmation or leaves for where it points. */
export function PurchaseFormDialogs({ dialogs, resetForm }: PurchaseFormDialogsProps) {
  const { client, appName } = useStorefront();
  const { claims } = useSession();
  const brand = useBrand();
  const { parameters } = useAppParameters();
  const go = useCartNavigation();
  const navigate = useNavigate();
  const { dialog, verifyingEmail, settle } = dialogs;
  const signedIn = claims !== null;

  const onDialogAccept = () => {
    const current = dialog;
    dialogs.closeDialog();
    if (current === null) return;
    switch (current.category) {
      case 'cashPaymentPurchase':
      case 'changeCustomer':
        settle(true);
        return;
      case 'registerCashPurchase':
        navigate(summaryPath(current.referenceUuid));
        return;
      case 'activatePlan':
      case 'errorRegisterPayment':
        resetForm();
        go(parameters.urlLandingPage);
        return;
      case 'buyOnlyOneLicense':
        if (signedIn) navigate('/myplan');
        else go(parameters.urlSecutityLogin);
        setTimeout(() => browserWindow.reload(), RELOAD_AFTER_SINGLE_LICENCE_MS);
        return;
      case 'licensePendingActivation':
      case 'purchaseError':
        return;
    }
  };

  const onDialogCancel = () => {
    if (dialog?.category === 'registerCashPurchase') return;
    dialogs.closeDialog();
    settle(false);
  };

  return (
    <>
      <PurchaseDialogModal
        dialog={dialog}
        appDisplayName={brand.displayName}
        signedIn={signedIn}
        onAccept={onDialogAccept}
        onCancel={onDialogCancel}
      />
      <EmailVerificationDialog
        open={verifyingEmail !== null}
        email={verifyingEmail ?? ''}
        onVerify={async (code) => {
          const answer = await validateMailCode(client, verifyingEmail ?? '', code);
          // An unapproved code without a 422 gets the dialog's own message.
          if (!answer.result?.approved) throw new Error('');
        }}
        onResend={async () => {
          await checkEmail(client, appName, verifyingEmail ?? '', true);
        }}
        onVerified={() => {
          dialogs.closeEmailVerification();
          settle(true);
        }}
        onCancel={() => {
          dialogs.closeEmailVerification();
          settle(false);
        }}
      />
    </>
  );
}
