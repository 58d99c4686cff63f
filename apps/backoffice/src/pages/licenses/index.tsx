import { PageContainer } from '@ant-design/pro-components';
import { moduleTitle } from '../../module-title';

export function LicensesPage() {
  return <PageContainer title={moduleTitle('licenses')} />;
}
