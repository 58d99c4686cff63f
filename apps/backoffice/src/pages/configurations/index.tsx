import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { Privilege } from '@lic/shared-api-types';
import { CATALOGUE_TEXT } from '../../features/catalogue/catalogue.messages';
import { moduleTitle } from '../../shared/module-title';
import { useStaffSession } from '../../session/staff-session';
import { FeatureTypesTab } from './components/feature-types-tab';
import { PromoCodesTab } from './components/promo-codes-tab';
import { ServiceFeaturesTab } from './components/service-features-tab';
import { ServicesTab } from './components/services-tab';

const tabs = CATALOGUE_TEXT.configurationTabs;

/**
 * Configuración (backoffice-catalogue.md §2.2). A user holding LICENSE_PROMOCODE_READ works on promo codes
 * only: that tab opens and the other three are disabled.
 */
export function ConfigurationsPage() {
  const { claims } = useStaffSession();
  const promoCodesOnly = (claims?.privileges ?? []).includes(Privilege.LICENSE_PROMOCODE_READ);
  return (
    <PageContainer title={moduleTitle('configurations')}>
      <Tabs
        destroyOnHidden
        defaultActiveKey={promoCodesOnly ? 'promoCodes' : 'services'}
        items={[
          { key: 'services', label: tabs.services, disabled: promoCodesOnly, children: <ServicesTab /> },
          { key: 'featureTypes', label: tabs.featureTypes, disabled: promoCodesOnly, children: <FeatureTypesTab /> },
          { key: 'serviceFeatures', label: tabs.serviceFeatures, disabled: promoCodesOnly, children: <ServiceFeaturesTab /> },
          { key: 'promoCodes', label: tabs.promoCodes, children: <PromoCodesTab /> },
        ]}
      />
    </PageContainer>
  );
}
