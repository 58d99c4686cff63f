import { useNavigate } from 'react-router-dom';
import { browserWindow } from '../../cart';
import type { PurchaseOutcome } from '../purchase-request';
import type { PurchaseDialogs } from './use-purchase-dialogs';

const statusPath = (referenceUuid: string) => `/registerPurchaseOrder/statusOrder/${encodeURIComponent(referenceUuid)}`;

/** Shows a submission's outcome: its dialog, the order's status page or the payment gateway. */
export function useShowPurchaseOutcome(showDialog: PurchaseDialogs['show']): (outcome: PurchaseOutcome) => void {
  const navigate = useNavigate();
  return (outcome) => {
    switch (outcome.kind) {
      case 'cashRegistered':
        showDialog({ category: 'registerCashPurchase', referenceUuid: outcome.referenceUuid });
        return;
      case 'statusPage':
        navigate(statusPath(outcome.referenceUuid));
        return;
      case 'gateway':
        browserWindow.assign(outcome.url);
        return;
      case 'paymentForm':
        // Asked for in submit(); never shown as such.
        return;
      case 'activeAccount':
        showDialog({ category: 'activatePlan' });
        return;
      case 'errorRegisterPayment':
        showDialog({ category: 'errorRegisterPayment', message: outcome.message });
        return;
      case 'buyOnlyOneLicense':
        showDialog({ category: 'buyOnlyOneLicense', message: outcome.message, minDateToRenewLicense: outcome.minDateToRenewLicense });
        return;
      case 'licensePendingActivation':
        showDialog({ category: 'licensePendingActivation', message: outcome.message });
        return;
      case 'purchaseError':
        showDialog({ category: 'purchaseError', message: outcome.message });
        return;
      case 'invalidFields':
        // Told beside the fields by the submission.
        return;
    }
  };
}
