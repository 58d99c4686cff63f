import { ContractedProductsList } from '@lic/web-ui';
import { useAppParameters } from '../../app-parameters';
import type { DashboardCustomer } from '../dashboard-customer';
import { useDashboardEntries } from '../hooks/use-dashboard-entries';
import { ContractedPackageDetail } from './contracted-package-detail';

/** "Productos adquiridos" of the signed-in company (backoffice-licensing.md §2.9). */
export function ContractedProductsView({ customer }: { customer: DashboardCustomer | null }) {
  const { loading, entries } = useDashboardEntries(customer);
  const { parameters } = useAppParameters();
  const movementsTemplate = parameters.urlsFromBack && parameters.urlMovementsReport.trim() !== '' ? parameters.urlMovementsReport : null;
  return (
    <ContractedProductsList
      entries={entries}
      loading={loading}
      renderDetail={(entry, contractedPackage) =>
        customer && (
          <ContractedPackageDetail
            customer={customer}
            serviceName={entry.serviceName}
            packageCode={contractedPackage.packageCode}
            supervised={entry.requiresSupervision}
            movementsTemplate={movementsTemplate}
          />
        )
      }
    />
  );
}
