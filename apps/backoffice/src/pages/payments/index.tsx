import { PageContainer } from '@ant-design/pro-components';
import { moduleTitle } from '../../module-title';

export function PaymentsPage() {
  return <PageContainer title={moduleTitle('payments')} />;
}
