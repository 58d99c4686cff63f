import { PageContainer } from '@ant-design/pro-components';
import { moduleTitle } from '../../module-title';

export function ContractsPage() {
  return <PageContainer title={moduleTitle('contracts')} />;
}
