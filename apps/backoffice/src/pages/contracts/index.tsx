import { PageContainer, ProCard } from '@ant-design/pro-components';
import { CONTRACT_TEXT } from '../../features/contracts/contracts.messages';
import { moduleTitle } from '../../shared/module-title';
import { ContractWizard } from './components/contract-wizard';

export interface ContractsPageProps {
  reloadPage?: () => void;
}

/** "Convenios": the wizard that records a new contract (backoffice-licensing.md §2.8). */
export function ContractsPage({ reloadPage = () => window.location.reload() }: ContractsPageProps) {
  return (
    <PageContainer title={moduleTitle('contracts')}>
      <ProCard title={CONTRACT_TEXT.wizardTitle}>
        <ContractWizard reloadPage={reloadPage} />
      </ProCard>
    </PageContainer>
  );
}
