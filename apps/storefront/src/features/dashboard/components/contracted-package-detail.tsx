import { ContractPackageDetailPanel } from '@lic/web-ui';
import type { DashboardCustomer } from '../dashboard-customer';
import { useContractedServiceDetail } from '../hooks/use-contracted-service-detail';
import { movementsUrl } from '../movements-url';

export interface ContractedPackageDetailProps {
  customer: DashboardCustomer;
  serviceName: string;
  packageCode: string;
  supervised: boolean;
  /** The external movements URL template, or null for the storefront's own movements page. */
  movementsTemplate: string | null;
}

/** The "Ver detalle" panel of one package: its figures, contracts and the "Movimientos" link in a new tab. */
export function ContractedPackageDetail(props: ContractedPackageDetailProps) {
  const { customer, serviceName, packageCode, supervised, movementsTemplate } = props;
  const { loading, detail } = useContractedServiceDetail({
    DocumentType: customer.documentType,
    DocumentNumber: customer.documentNumber,
    ServiceName: serviceName,
    PackageCode: packageCode,
    IsSupervised: supervised,
  });
  const openMovements = () => {
    const url = movementsUrl(
      { customer, serviceName, serviceFeatureCode: detail?.serviceFeatureCode ?? '', supervised },
      movementsTemplate,
    );
    window.open(url, '_blank', 'noopener,noreferrer');
  };
  return <ContractPackageDetailPanel detail={detail} loading={loading} onMovements={openMovements} />;
}
