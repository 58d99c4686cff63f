import { Divider, Flex, Skeleton } from 'antd';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MyPlanFeature, MyPlanRequest } from '@lic/shared-api-types';
import type { TokenClaims } from '@lic/web-api-client';
import { ExpiredPlanResult, MY_PLAN_TEXTS, PageShell, PurchasedPlan } from '@lic/web-ui';
import { useAppParameters } from '../../app-parameters';
import { browserNavigation } from '../../catalogue';
import { InvoiceDownloads } from '../../invoices';
import { useMyPlan } from '../hooks/use-my-plan';
import { ComplementaryPackagesModal } from './complementary-packages-modal';
import { EMPLOYEE_FEATURE_CODE, EmployeeFeatureCard } from './employee-feature-card';

/** "Adquirir plan": the brand's landing page (app parameter urlLandingPage), a path of ours inside the SPA. */
function useAcquirePlan(): () => void {
  const { parameters } = useAppParameters();
  const navigate = useNavigate();
  return () => {
    const url = parameters.urlLandingPage.trim() || '/';
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else browserNavigation.leaveTo(url);
  };
}

/**
 * "Mis planes adquiridos" (storefront.md §2 My plan): each service's plan with its feature cards and
 * tables, the expired-plan screen on 422, and the complementary packages that "Comprar más" opens.
 */
export function MyPlanPage({ claims }: { claims: TokenClaims }) {
  const state = useMyPlan(claims);
  const acquire = useAcquirePlan();
  const [buyingMore, setBuyingMore] = useState(false);
  const buyMore = () => setBuyingMore(true);

  const featureOf = (request: MyPlanRequest, serviceName: string) => (feature: MyPlanFeature) =>
    feature.featureCode === EMPLOYEE_FEATURE_CODE ? (
      <EmployeeFeatureCard feature={feature} request={{ ...request, ServiceName: serviceName }} onBuyMore={buyMore} />
    ) : undefined;

  let content = null;
  if (state.kind === 'loading') content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (state.kind === 'expired' || state.kind === 'none') content = <ExpiredPlanResult reason={state.kind} onAcquire={acquire} />;
  else if (state.kind === 'ready') {
    content = (
      <Flex vertical>
        {state.records.map((record, index) => (
          <Fragment key={record.serviceName}>
            {index > 0 && <Divider />}
            <PurchasedPlan record={record} onBuyMore={buyMore} renderFeature={featureOf(state.request, record.serviceName)} />
          </Fragment>
        ))}
      </Flex>
    );
  }

  return (
    <PageShell title={MY_PLAN_TEXTS.title}>
      {content}
      <div style={{ marginTop: 24 }}>
        <InvoiceDownloads />
      </div>
      <ComplementaryPackagesModal open={buyingMore} onClose={() => setBuyingMore(false)} />
    </PageShell>
  );
}
