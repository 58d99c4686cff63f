import { StepsForm } from '@ant-design/pro-components';
import { Button, Modal, Result, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CONTRACT_MESSAGES, type ContractPackageOption, type ContractParameters, type ContractProductOption } from '@lic/shared-api-types';
import type { FormInstance } from 'antd';
import { notify, useRemote } from '@lic/web-ui';
import { ApiError } from '@lic/web-api-client';
import { useBackoffice } from '../../../shared/backoffice-context';
import { contractNumberExists } from '../../../features/contracts/api/contract-number-exists';
import { createContract } from '../../../features/contracts/api/create-contract';
import { getCommercialManagers } from '../../../features/contracts/api/get-commercial-managers';
import { getContractPackages } from '../../../features/contracts/api/get-contract-packages';
import { EMPTY_CONTRACT_PARAMETERS, getContractParameters } from '../../../features/contracts/api/get-contract-parameters';
import { getContractProducts } from '../../../features/contracts/api/get-contract-products';
import { getWizardReferenceLists } from '../../../features/contracts/api/get-wizard-reference-lists';
import { toCreateContractRequest } from '../../../features/contracts/contract-wizard-values';
import { CONTRACT_TEXT, RELOAD_AFTER_SAVE_MS } from '../../../features/contracts/contracts.messages';
import type {
  CommercialManager,
  ContractStepValues,
  CustomerStepValues,
  ServiceLineRow,
  SupervisorStepValues,
  WizardReferenceLists,
} from '../../../features/contracts/contracts.types';
import {
  HOLDER_AUTHORIZED_FIELD,
  HolderAuthorizationField,
  useBackofficePolicy,
} from '../../../features/personal-data/components/holder-authorization-field';
import { HOLDER_AUTHORIZATION_TEXT } from '../../../features/personal-data/personal-data.messages';
import { ContractStep } from './contract-step';
import { CustomerStep } from './customer-step';
import { ServicesStep } from './services-step';
import { SummaryStep } from './summary-step';
import { SupervisorStep } from './supervisor-step';

const NO_PRODUCTS: ContractProductOption[] = [];
const NO_LISTS: WizardReferenceLists = { departments: [], blockedDomains: [] };
const LAST_STEP = 4;
const SERVICES_STEP = 3;

export interface ContractWizardProps {
  /** Reloads the page after a save (4 s later) or after the failure dialog is closed. */
  reloadPage: () => void;
}

type Outcome = 'confirm' | 'saving' | 'saved' | 'failed' | null;

/** The "Nuevo Convenio" wizard (§2.8, §4.4): five steps, values kept going back and forth. */
export function ContractWizard({ reloadPage }: ContractWizardProps) {
  const { client } = useBackoffice();
  const [step, setStep] = useState(0);
  const products = useRemote([client], () => getContractProducts(client)).data ?? NO_PRODUCTS;
  const lists = useRemote([client], () => getWizardReferenceLists(client)).data ?? NO_LISTS;
  const [product, setProduct] = useState<ContractProductOption | undefined>();
  const [managers, setManagers] = useState<CommercialManager[]>([]);
  const [packages, setPackages] = useState<ContractPackageOption[]>([]);
  const [parameters, setParameters] = useState<ContractParameters>(EMPTY_CONTRACT_PARAMETERS);
  const [takenNumber, setTakenNumber] = useState<string | null>(null);
  const [lines, setLines] = useState<ServiceLineRow[]>([]);
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const [contract, setContract] = useState<ContractStepValues>({});
  const [customer, setCustomer] = useState<CustomerStepValues>({});
  const [supervisor, setSupervisor] = useState<SupervisorStepValues>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const contractForm = useRef<FormInstance<ContractStepValues>>(undefined);
  const summaryForm = useRef<FormInstance<{ holderAuthorized?: boolean }>>(undefined);
  const policy = useBackofficePolicy();
  const productCall = useRef(0);

  /** Asks the server whether the typed number exists for the product; flags it and shows the error when it does. */
  const checkContractNumber = async (serviceName = product?.name): Promise<boolean> => {
    const form = contractForm.current;
    const number = ((form?.getFieldValue('contractNumber') as string | undefined) ?? '').trim();
    if (!form || !serviceName || number === '') return false;
    const exists = await contractNumberExists(client, { contractNumber: number, serviceName });
    setTakenNumber(exists ? number : null);
    return exists;
  };

  // The number's validator reads takenNumber: validate again once the flag is rendered, so the message shows.
  useEffect(() => {
    if (takenNumber !== null) void contractForm.current?.validateFields(['contractNumber']).catch(() => undefined);
  }, [takenNumber]);

  const onProductChange = (next: ContractProductOption | undefined) => {
    const call = ++productCall.current;
    setProduct(next);
    setLines([]);
    setEditingIndex(null);
    setManagers([]);
    setPackages([]);
    setParameters(EMPTY_CONTRACT_PARAMETERS);
    contractForm.current?.setFieldValue('commercialManagerId', undefined);
    if (!next) return;
    void Promise.all([
      getCommercialManagers(client, next.nameContract),
      getContractPackages(client, next.name),
      getContractParameters(client, next.name),
    ]).then(([nextManagers, nextPackages, nextParameters]) => {
      if (call !== productCall.current) return;
      setManagers(nextManagers);
      setPackages(nextPackages);
      setParameters(nextParameters);
    });
    void checkContractNumber(next.name);
  };

  /** "Finalizar y guardar" asks first, once the holder's authorization is ticked (decision 0069). */
  const finish = async () => {
    try {
      await summaryForm.current?.validateFields();
    } catch {
      return;
    }
    setOutcome('confirm');
  };

  const save = async () => {
    const policyVersion = policy.data?.version;
    if (!product || policyVersion === undefined) return;
    setOutcome('saving');
    try {
      await createContract(client, toCreateContractRequest({ product, contract, customer, supervisor, lines, policyVersion }));
      setOutcome('saved');
      window.setTimeout(reloadPage, RELOAD_AFTER_SAVE_MS);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRIVACY.STALE_POLICY') {
        // A new version was published meanwhile: the holder must see it and authorise again; the wizard keeps its values.
        setOutcome(null);
        notify.warning(error.statusMessage || HOLDER_AUTHORIZATION_TEXT.stale);
        summaryForm.current?.setFieldValue(HOLDER_AUTHORIZED_FIELD, false);
        await policy.reload();
      } else setOutcome('failed');
    }
  };

  const nextDisabled = takenNumber !== null || (step === SERVICES_STEP && lines.length === 0);

  return (
    <>
      <StepsForm
        current={step}
        onCurrentChange={setStep}
        // Five titles do not fit beside each other with their connectors: titles go under the icons.
        stepsProps={{ labelPlacement: 'vertical' }}
        // pro-components gives the form a 420 px minimum: on a phone it would push the page wider than the screen.
        containerStyle={{ minWidth: 'min(420px, 100%)' }}
        formProps={{ layout: 'vertical', validateTrigger: ['onChange', 'onBlur'] }}
        submitter={{
          render: ({ onPre, onSubmit }) => (
            <Space style={{ marginTop: 24 }}>
              {step > 0 && <Button onClick={onPre}>{CONTRACT_TEXT.back}</Button>}
              {step < LAST_STEP ? (
                <Button type="primary" disabled={nextDisabled} onClick={onSubmit}>
                  {CONTRACT_TEXT.next}
                </Button>
              ) : (
                <Button type="primary" onClick={() => void finish()}>
                  {CONTRACT_TEXT.finish}
                </Button>
              )}
            </Space>
          ),
        }}
      >
        <StepsForm.StepForm<ContractStepValues>
          name="contract"
          title={CONTRACT_TEXT.steps[0]}
          formRef={contractForm}
          onFinish={async () => {
            if (await checkContractNumber()) return false;
            // The raw values: ProForm's onFinish would hand the dates over as formatted text.
            setContract({ ...(contractForm.current?.getFieldsValue() ?? {}) });
            return true;
          }}
        >
          <ContractStep
            products={products}
            managers={managers}
            parameters={parameters}
            takenNumber={takenNumber}
            onProductChange={onProductChange}
            onContractNumberLeft={() => void checkContractNumber()}
            onContractNumberTyped={() => setTakenNumber(null)}
          />
        </StepsForm.StepForm>
        <StepsForm.StepForm<CustomerStepValues>
          name="customer"
          title={CONTRACT_TEXT.steps[1]}
          onFinish={async (values) => {
            setCustomer(values);
            return true;
          }}
        >
          <CustomerStep documentTypes={parameters.documentTypes} departments={lists.departments} blockedDomains={lists.blockedDomains} />
        </StepsForm.StepForm>
        <StepsForm.StepForm<SupervisorStepValues>
          name="supervisor"
          title={CONTRACT_TEXT.steps[2]}
          onFinish={async (values) => {
            setSupervisor(values);
            return true;
          }}
        >
          <SupervisorStep documentTypes={parameters.documentTypes} departments={lists.departments} blockedDomains={lists.blockedDomains} />
        </StepsForm.StepForm>
        <StepsForm.StepForm name="services" title={CONTRACT_TEXT.steps[3]} onFinish={async () => lines.length > 0}>
          <ServicesStep
            deviceBased={product?.isDeviceBased === true}
            packages={packages}
            parameters={parameters}
            lines={lines}
            contractStart={contract.contractStartDate?.format('YYYY-MM-DD')}
            contractEnd={contract.contractEndDate?.format('YYYY-MM-DD')}
            onLinesChange={setLines}
            editingIndex={editingIndex}
            onEditingIndexChange={setEditingIndex}
          />
        </StepsForm.StepForm>
        <StepsForm.StepForm name="summary" title={CONTRACT_TEXT.steps[4]} formRef={summaryForm}>
          <SummaryStep contract={contract} customer={customer} lines={lines} parameters={parameters} />
          <div style={{ marginTop: 24 }}>
            <HolderAuthorizationField policy={policy} withSupervisor={hasSupervisor(supervisor)} />
          </div>
        </StepsForm.StepForm>
      </StepsForm>

      <Modal
        open={outcome === 'confirm' || outcome === 'saving'}
        title={CONTRACT_TEXT.confirmTitle}
        okText={CONTRACT_TEXT.confirmOk}
        cancelText={CONTRACT_TEXT.confirmCancel}
        confirmLoading={outcome === 'saving'}
        onOk={() => void save()}
        onCancel={() => setOutcome(null)}
      >
        {CONTRACT_TEXT.confirmText}
      </Modal>
      <Modal open={outcome === 'saved'} footer={null} closable={false}>
        <Result status="success" title={CONTRACT_MESSAGES.saved} />
      </Modal>
      <Modal
        open={outcome === 'failed'}
        title={CONTRACT_MESSAGES.failedTitle}
        closable={false}
        footer={<Button onClick={reloadPage}>{CONTRACT_TEXT.close}</Button>}
      >
        {CONTRACT_MESSAGES.failedText}
      </Modal>
    </>
  );
}

/** A supervisor was entered (the server then records their own consent beside the customer's). */
function hasSupervisor(values: SupervisorStepValues): boolean {
  return [values.documentNumber, values.firstName, values.lastName, values.email].some((value) => Boolean(value?.trim()));
}
