import { useEffect, useState } from 'react';
import type { ContractedServiceDetailsRequest, ContractPackageDetail } from '@lic/shared-api-types';
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
  const [state, setState] = useState<ContractedServiceDetailState>({ loading: true, detail: null });
  const { DocumentType, DocumentNumber, ServiceName, PackageCode, IsSupervised } = request;

  useEffect(() => {
    const controller = new AbortController();
    setState({ loading: true, detail: null });
    getContractedServiceDetails(client, { DocumentType, DocumentNumber, ServiceName, PackageCode, IsSupervised }, controller.signal).then(
      (detail) => setState({ loading: false, detail }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('No se pudo consultar el detalle del servicio contratado', error);
        setState({ loading: false, detail: null });
      },
    );
    return () => controller.abort();
  }, [client, DocumentType, DocumentNumber, ServiceName, PackageCode, IsSupervised]);

  return state;
}
