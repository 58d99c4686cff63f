import type { ContractedServiceDetailsRequest, ContractPackageDetail } from '@lic/shared-api-types';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getContractedServiceDetails } from '../api/get-contracted-service-details';

export interface ContractedServiceDetailState {
  loading: boolean;
  /** Null while loading or after a failure, which is only logged (§8). */
  detail: ContractPackageDetail | null;
}

/** A package's accumulated figures and per-contract detail, fetched when its "Ver detalle" row opens. */
export function useContractedServiceDetail(request: ContractedServiceDetailsRequest): ContractedServiceDetailState {
  const { client } = useStorefront();
  const { DocumentType, DocumentNumber, ServiceName, PackageCode, IsSupervised } = request;
  const remote = useRemote([client, DocumentType, DocumentNumber, ServiceName, PackageCode, IsSupervised], (signal) =>
    getContractedServiceDetails(client, { DocumentType, DocumentNumber, ServiceName, PackageCode, IsSupervised }, signal).catch(
      (error: unknown) => {
        if (signal.aborted) throw error;
        console.error('No se pudo consultar el detalle del servicio contratado', error);
        return null;
      },
    ),
  );

  return { loading: remote.loading, detail: remote.loading ? null : (remote.data ?? null) };
}
