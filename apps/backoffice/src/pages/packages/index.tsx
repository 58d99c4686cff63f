import { PageContainer } from '@ant-design/pro-components';
import { moduleTitle } from '../../module-title';

export function PackagesPage() {
  return <PageContainer title={moduleTitle('packages')} />;
}
