import { PageContainer } from '@ant-design/pro-components';
import { moduleTitle } from '../../module-title';

export function ConfigurationsPage() {
  return <PageContainer title={moduleTitle('configurations')} />;
}
