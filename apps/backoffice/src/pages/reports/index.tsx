import { PageContainer } from '@ant-design/pro-components';
import { moduleTitle } from '../../module-title';

export function ReportsPage() {
  return <PageContainer title={moduleTitle('reports')} />;
}
