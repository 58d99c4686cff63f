import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useRejectTypes } from '../../features/payments/api/get-all-reject-types';
import { canDecidePayments } from '../../features/payments/payment-access';
import { PAYMENTS_TEXT } from '../../features/payments/payments.messages';
import { CashPaymentState } from '@lic/shared-api-types';
import { moduleTitle } from '../../shared/module-title';
import { useStaffSession } from '../../session/staff-session';
import { CashPaymentsTab } from './components/cash-payments-tab';

const tabs = [
  { key: 'pending', label: PAYMENTS_TEXT.tabs.pending, state: CashPaymentState.PENDING },
  { key: 'approved', label: PAYMENTS_TEXT.tabs.approved, state: CashPaymentState.APPROVED },
  { key: 'rejected', label: PAYMENTS_TEXT.tabs.rejected, state: CashPaymentState.REJECTED },
] as const;

/**
 * Pagos en efectivo (backoffice-catalogue.md §2.3): pending, approved and rejected cash orders. The three
 * lists stay loaded and all reload after a decision, so an approved or rejected order moves tab at once.
 */
export function PaymentsPage() {
  const { claims } = useStaffSession();
  const canDecide = canDecidePayments(claims);
  const rejectTypes = useRejectTypes();
  const [version, setVersion] = useState(0);
  const reloadAll = useCallback(() => setVersion((current) => current + 1), []);

  return (
    <PageContainer title={moduleTitle('payments')}>
      <Tabs
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          forceRender: true,
          children: (
            <CashPaymentsTab
              state={tab.state}
              version={version}
              canDecide={canDecide}
              rejectTypes={rejectTypes.data ?? []}
              rejectTypesLoading={rejectTypes.loading}
              onChanged={reloadAll}
            />
          ),
        }))}
      />
    </PageContainer>
  );
}
