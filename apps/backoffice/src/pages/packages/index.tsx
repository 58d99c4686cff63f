import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { CATALOGUE_TEXT } from '../../features/catalogue/catalogue.messages';
import { moduleTitle } from '../../shared/module-title';
import { PackageConfigurationTab } from './components/package-configuration-tab';
import { PackageListTab } from './components/package-list-tab';

/** Paquetes (backoffice-catalogue.md §2.1): the package list and the feature configuration; the third tab is disabled. */
export function PackagesPage() {
  return (
    <PageContainer title={moduleTitle('packages')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'create', label: CATALOGUE_TEXT.packagesTabs.create, children: <PackageListTab /> },
          { key: 'configure', label: CATALOGUE_TEXT.packagesTabs.configure, children: <PackageConfigurationTab /> },
          { key: 'third', label: CATALOGUE_TEXT.packagesTabs.third, disabled: true },
        ]}
      />
    </PageContainer>
  );
}
