import { Button, Col, DatePicker, Form, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type FocusEvent } from 'react';
import { DOCUMENT_TYPE_ID, documentNumberRule, LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS, MESSAGES, PERSON_TYPE } from '@lic/shared-rules';
import type { CustomerRecord, LicensedCustomer, LinkToApp, PersonType, SetCustomerRequest } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import {
  CUSTOMER_FIELDS,
  CustomerFields,
  fromPurchaseCustomer,
  notify,
  toPurchaseCustomer,
  useRemote,
  type CustomerValues,
} from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { logFailure } from '../../../shared/api/log-failure';
import { getAddressSuggestions, getCompanyFormLists, type CompanyFormLists } from '../../../features/licences/api/get-company-form-lists';
import { getCustomer } from '../../../features/licences/api/get-customer';
import { setCustomer } from '../../../features/licences/api/set-customer';
import { COMPANY_FORM_TEXT } from '../../../features/licences/licences.messages';
import {
  HOLDER_AUTHORIZED_FIELD,
  HolderAuthorizationField,
  useBackofficePolicy,
} from '../../../features/personal-data/components/holder-authorization-field';
import { HOLDER_AUTHORIZATION_TEXT } from '../../../features/personal-data/personal-data.messages';

const T = COMPANY_FORM_TEXT;
const FORM_NAME = 'companyForm';
const BLOCK = 'company';
const LINK_OPTIONS = (Object.keys(T.linkOptions) as Array<keyof typeof T.linkOptions>).map((value) => ({
  value,
  label: T.linkOptions[value],
}));
const BIOMETRY = 'biometria';
const NO_LISTS: CompanyFormLists = { documentTypes: [], departments: [], blockedDomains: [] };

interface CompanyFormValues {
  company: CustomerValues;
  linkToApp: string;
  contractStartDate?: Dayjs | null;
  contractEndDate?: Dayjs | null;
  /** The holder authorised the processing of their data (decision 0069). */
  holderAuthorized?: boolean;
}

const initialValues = (): CompanyFormValues => ({
  company: { personType: PERSON_TYPE.LEGAL, documentTypeId: DOCUMENT_TYPE_ID.NIT },
  linkToApp: 'otras_apps',
});

/** Form values of a customer the server knows. */
function valuesOf(record: CustomerRecord): Partial<CompanyFormValues> {
  const company = fromPurchaseCustomer({
    ...record,
    personType: record.personType as PersonType,
    dv: record.dv,
  });
  return {
    company,
    linkToApp: record.linkToApp ?? 'otras_apps',
    contractStartDate: record.contractStartDate ? dayjs(record.contractStartDate) : null,
    contractEndDate: record.contractEndDate ? dayjs(record.contractEndDate) : null,
  };
}

const orUndefined = <T,>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The body of SetCustomer (§3.1) from the form, with the holder's authorization under the policy version shown. */
export function toSetCustomerRequest(values: CompanyFormValues, policyVersion: number): SetCustomerRequest {
  const customer = toPurchaseCustomer(values.company);
  const biometry = values.linkToApp === BIOMETRY;
  return {
    personType: customer.personType,
    documentTypeId: customer.documentTypeId,
    documentNumber: customer.documentNumber,
    dv: customer.dv ?? null,
    legalName: orUndefined(customer.legalName),
    firstName: orUndefined(customer.firstName),
    lastName: orUndefined(customer.lastName),
    cellphoneNumber: customer.cellphoneNumber,
    email: customer.email,
    departmentId: customer.departmentId,
    cityId: customer.cityId,
    fulladdress: customer.fulladdress,
    addressAdditionalInformation: orUndefined(customer.addressAdditionalInformation),
    addressLatGeocode: orUndefined(customer.addressLatGeocode),
    addressLngGeocode: orUndefined(customer.addressLngGeocode),
    legalDocumentTypeId: orUndefined(customer.legalDocumentTypeId),
    legalDocumentNumber: orUndefined(customer.legalDocumentNumber),
    legalFirstName: orUndefined(customer.legalFirstName),
    legalLastName: orUndefined(customer.legalLastName),
    linkToApp: values.linkToApp as LinkToApp,
    ...(biometry
      ? { contractStartDate: values.contractStartDate?.format('YYYY-MM-DD'), contractEndDate: values.contractEndDate?.format('YYYY-MM-DD') }
      : {}),
    personalDataAuthorization: { authorized: true, policyVersion },
  };
}

export interface CompanyFormProps {
  open: boolean;
  onClose: () => void;
  /** The saved company, so that the page can offer to license it at once. */
  onSaved: (company: LicensedCustomer) => void;
}

/**
 * "Nueva empresa" (backoffice-licensing.md §2.5, §3.1, §4.2, §5.2, §8): the shared customer block, the app the
 * company is linked to (biometry asks the contract dates), and a look-up when the document number is left that
 * fills the form (Actualizar) or clears it (Crear).
 */
export function CompanyForm({ open, onClose, onSaved }: CompanyFormProps) {
  const { client } = useBackoffice();
  const [form] = Form.useForm<CompanyFormValues>();
  const lists = useRemote([client], () => getCompanyFormLists(client), { enabled: open }).data ?? NO_LISTS;
  const [existing, setExisting] = useState(false);
  const [valid, setValid] = useState(false);
  const [saving, setSaving] = useState(false);
  const linkToApp = Form.useWatch('linkToApp', form);
  const policy = useBackofficePolicy(open);

  const checkValidity = () => {
    form
      .validateFields({ validateOnly: true })
      .then(() => setValid(true))
      // A check overtaken by a newer value rejects "out of date" without errors; the newer check decides.
      .catch((error: { errorFields?: unknown[]; outOfDate?: boolean }) => setValid(error.outOfDate === true && !error.errorFields?.length));
  };

  // The biometry dates mount after the change that reveals them: check again once they are registered.
  useEffect(() => {
    if (open) checkValidity();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkToApp]);

  const lookup = async () => {
    const company = (form.getFieldValue(BLOCK) ?? {}) as CustomerValues;
    const typeId = company.documentTypeId;
    const number = company.documentNumber ?? '';
    if (typeId === undefined || number === '') return;
    if (documentNumberRule(number, { documentTypeId: typeId, personType: company.personType }) !== null) return;
    let found: CustomerRecord | null = null;
    try {
      found = await getCustomer(client, typeId, number);
    } catch (error) {
      logFailure('GetCustomer', error);
    }
    if (found) {
      form.setFieldsValue(valuesOf(found));
      setExisting(true);
    } else {
      // §4.2: an unknown document clears the other fields and the button reads Crear. Only what was there
      // when the look-up started: what the user typed while it was on its way is kept.
      const now = (form.getFieldValue(BLOCK) ?? {}) as CustomerValues;
      const cleared = Object.fromEntries(
        CUSTOMER_FIELDS.filter((field) => !['personType', 'documentTypeId', 'documentNumber'].includes(field)).map((field) => [
          field,
          now[field] === company[field] ? undefined : now[field],
        ]),
      );
      form.setFieldsValue({ company: { ...cleared, personType: company.personType, documentTypeId: typeId, documentNumber: number } });
      setExisting(false);
    }
    checkValidity();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).id === `${FORM_NAME}_${BLOCK}_documentNumber`) void lookup();
  };

  const close = () => {
    form.resetFields();
    setExisting(false);
    setValid(false);
    onClose();
  };

  const save = async () => {
    let values: CompanyFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const policyVersion = policy.data?.version;
    if (policyVersion === undefined) return;
    setSaving(true);
    try {
      const request = toSetCustomerRequest(values, policyVersion);
      const saved = await setCustomer(client, request);
      notify.success(saved.message);
      close();
      onSaved({
        id: saved.customerId,
        name: request.legalName ?? [request.firstName, request.lastName].filter(Boolean).join(' '),
        documentNumber: request.documentNumber,
        documentType: request.documentTypeId,
        services: [],
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRIVACY.STALE_POLICY') {
        // A new version was published while the form was open: the holder must see it and authorise again.
        notify.warning(error.statusMessage || HOLDER_AUTHORIZATION_TEXT.stale);
        form.setFieldValue(HOLDER_AUTHORIZED_FIELD, false);
        setValid(false);
        await policy.reload();
      } else if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
        form.setFields(
          error.errors
            .filter((fieldError) => CUSTOMER_FIELDS.includes(fieldError.field as keyof CustomerValues))
            .map((fieldError) => ({ name: [BLOCK, fieldError.field] as never, errors: [fieldError.message] })),
        );
        notify.warning(T.notSaved);
      } else notify.error(T.serverError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={T.title}
      width={820}
      maskClosable={false}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          {T.cancel}
        </Button>,
        <Button key="save" type="primary" disabled={!valid} loading={saving} onClick={() => void save()}>
          {existing ? T.update : T.create}
        </Button>,
      ]}
    >
      <div onBlur={onBlur}>
        <Form<CompanyFormValues>
          form={form}
          name={FORM_NAME}
          layout="vertical"
          initialValues={initialValues()}
          onValuesChange={checkValidity}
          preserve={false}
        >
          <CustomerFields
            name={BLOCK}
            documentTypes={lists.documentTypes}
            departments={lists.departments}
            blockedDomains={lists.blockedDomains}
            legalRepresentativeDocumentTypeIds={LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS}
            searchAddress={(query) => getAddressSuggestions(client, query)}
          />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="linkToApp" label={T.linkToApp} rules={[{ required: true, message: MESSAGES.required }]}>
                <Select options={LINK_OPTIONS} />
              </Form.Item>
            </Col>
            {linkToApp === BIOMETRY && (
              <>
                <Col xs={12} md={8}>
                  <Form.Item name="contractStartDate" label={T.contractStartDate} rules={[{ required: true, message: MESSAGES.required }]}>
                    <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name="contractEndDate"
                    label={T.contractEndDate}
                    dependencies={['contractStartDate']}
                    rules={[
                      { required: true, message: MESSAGES.required },
                      ({ getFieldValue }) => ({
                        validator: async (_, end: Dayjs | null) => {
                          const start = getFieldValue('contractStartDate') as Dayjs | null;
                          if (end && start && !end.isAfter(start, 'day')) throw new Error(T.endAfterStart);
                        },
                      }),
                    ]}
                  >
                    <DatePicker
                      format="DD/MM/YYYY"
                      style={{ width: '100%' }}
                      disabledDate={(day) => {
                        const start = form.getFieldValue('contractStartDate') as Dayjs | null;
                        return start ? !day.isAfter(start, 'day') : false;
                      }}
                    />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <HolderAuthorizationField policy={policy} />
        </Form>
      </div>
    </Modal>
  );
}
