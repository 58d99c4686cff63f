import { useMemo } from 'react';
import type { ContractPackageOption, ContractParameters } from '@lic/shared-api-types';
import { ContractedServicesForm, type ContractedServicesTexts } from '@lic/web-ui';
import { lineValidityFromContract, toContractedService, toServiceLineRow } from '../../../features/contracts/contract-wizard-values';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';
import type { ServiceLineRow } from '../../../features/contracts/contracts.types';

export interface ServicesStepProps {
  deviceBased: boolean;
  packages: ContractPackageOption[];
  parameters: ContractParameters;
  lines: ServiceLineRow[];
  /** Calendar days (YYYY-MM-DD) of step 1: a new line's validity covers them by default. */
  contractStart?: string;
  contractEnd?: string;
  onLinesChange: (lines: ServiceLineRow[]) => void;
  editingIndex: number | null;
  onEditingIndexChange: (index: number | null) => void;
}

/** The wizard's labels; its switch reads "Ilimitado" (§2.8) where the licence app's reads "Cantidad ilimitada". */
const SERVICES_TEXTS: Partial<ContractedServicesTexts> = {
  service: CONTRACT_TEXT.service,
  quantity: CONTRACT_TEXT.quantity,
  unlimited: CONTRACT_TEXT.unlimited,
  validityType: CONTRACT_TEXT.validityType,
  validityAmount: CONTRACT_TEXT.validityAmount,
  reassignmentQuota: CONTRACT_TEXT.reassignmentQuota,
  deviceType: CONTRACT_TEXT.deviceType,
  credentialsDeliveryType: CONTRACT_TEXT.credentialsDeliveryType,
  select: CONTRACT_TEXT.select,
  actions: CONTRACT_TEXT.actions,
  saveLine: CONTRACT_TEXT.saveLine,
  updateLine: CONTRACT_TEXT.updateLine,
  cancelEdit: CONTRACT_TEXT.cancelEdit,
  editLine: CONTRACT_TEXT.editLine,
  deleteLine: CONTRACT_TEXT.deleteLine,
};

/**
 * Step 4 "Servicios Contratados" (§2.8, §4.3, §4.4, §5.3, §5.4): the shared contracted-services form of
 * @lic/web-ui in its device or service variant; the wizard keeps the lines and the row being edited.
 */
export function ServicesStep(props: ServicesStepProps) {
  const { deviceBased, packages, parameters, lines, onLinesChange } = props;
  const services = useMemo(() => packages.map((option) => ({ value: option.packageCode, label: option.packageDescription })), [packages]);
  const items = useMemo(() => lines.map(toContractedService), [lines]);
  const defaultValidity = useMemo(
    () => lineValidityFromContract(props.contractStart, props.contractEnd, parameters),
    [props.contractStart, props.contractEnd, parameters],
  );

  return (
    <ContractedServicesForm
      name="contractServices"
      variant={deviceBased ? 'device' : 'service'}
      services={services}
      validityTypes={parameters.validityTypes}
      maxValidityAmounts={parameters.maxValidityAmounts}
      deviceTypes={parameters.deviceTypes}
      credentialDeliveryTypes={parameters.credentialDeliveryTypes}
      maxReassignmentQuota={parameters.maxReassignmentQuota}
      items={items}
      onItemsChange={(next) => onLinesChange(next.map(toServiceLineRow))}
      editingIndex={props.editingIndex}
      onEditingIndexChange={props.onEditingIndexChange}
      texts={SERVICES_TEXTS}
      defaultValidity={defaultValidity}
    />
  );
}
