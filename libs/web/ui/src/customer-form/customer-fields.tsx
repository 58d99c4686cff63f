import { Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import type { RadioChangeEvent } from 'antd';
import {
  additionalInfoField,
  addressField,
  differentDocumentRule,
  DOCUMENT_TYPE_ID,
  documentNumberField,
  documentNumberRule,
  documentTypeIdsForPerson,
  documentTypeRule,
  emailField,
  legalNameField,
  MESSAGES,
  PERSON_TYPE,
  personNameField,
  phoneField,
  toAntdRules,
  type AntdRule,
} from '@lic/shared-rules';
import type { AddressSuggestion, PersonType } from '@lic/shared-api-types';
import { AddressInput } from './address-input';
import {
  checkDigitOf,
  cleanDocumentNumber,
  personTypeChange,
  type CustomerField,
  type CustomerValues,
  type DepartmentOption,
  type DocumentTypeOption,
} from './customer-values';

/**
 * antd's radio group renders a plain div (its props type has no role, though it passes one through), so the form
 * item's aria-required would sit on an element whose role does not allow it.
 */
const RADIO_GROUP_ROLE = { role: 'radiogroup' };

export const CUSTOMER_LABELS = {
  personType: 'Tipo de persona',
  legalPerson: 'Persona jurídica',
  naturalPerson: 'Persona natural',
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
  checkDigit: 'DV',
  legalName: 'Razón social',
  firstName: 'Nombres',
  lastName: 'Apellidos',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  address: 'Dirección',
  department: 'Departamento',
  city: 'Ciudad',
  additionalInfo: 'Información adicional',
  legalRepresentative: 'Representante legal',
  legalDocumentType: 'Tipo de documento del representante legal',
  legalDocumentNumber: 'Número de documento del representante legal',
  legalFirstName: 'Nombres del representante legal',
  legalLastName: 'Apellidos del representante legal',
} as const;

const SELECT_PLACEHOLDER = 'Seleccione';

export interface CustomerFieldsProps {
  /** Where the block's values live in the surrounding antd Form, e.g. "service" or "billing". */
  name: string;
  /** The brand's document types (GetAllDocumentTypes); each person type offers its own subset. */
  documentTypes: DocumentTypeOption[];
  departments: DepartmentOption[];
  /** Document types of the legal representative; without them a legal person has no representative block. */
  legalRepresentativeDocumentTypeIds?: readonly number[];
  /** Blocked e-mail domains (mail/api/Mail/emailsInBlackList). */
  blockedDomains?: readonly string[];
  /** Every main field mandatory (default). An optional block (billing) passes false until it is used. */
  required?: boolean;
  disabled?: boolean;
  /** Name registered for a document, asked when the document number field is left (legal persons). */
  lookupLegalName?: (documentTypeId: number, documentNumber: string) => Promise<string | null>;
  /**
   * Restricted mode (storefront.md §5): the look-up knows only the store's own customers (no registry
   * fallback, bemyself), so a document it does not find gets "Número de documento no registrado". A warning,
   * not an error: the customer may still type the legal name and buy.
   */
  restrictedLookup?: boolean;
  searchAddress?: (query: string) => Promise<AddressSuggestion[]>;
}

/**
 * The customer block of the purchase and trial forms with the field rules of storefront.md §5: person type
 * (J forces a NIT and shows the legal data; switching clears what depends on it), document with its check
 * digit, names or legal name, contact, address with suggestions, department and city, and the legal
 * representative of a legal person. It must sit inside an antd Form.
 */
export function CustomerFields(props: CustomerFieldsProps) {
  const { name, required = true, disabled } = props;
  const form = Form.useFormInstance();
  const path = (field: CustomerField) => [name, field];
  const value = <K extends CustomerField>(field: K): CustomerValues[K] => form.getFieldValue(path(field));

  const personType = Form.useWatch(path('personType'), form) as PersonType | undefined;
  const documentTypeId = Form.useWatch(path('documentTypeId'), form) as number | undefined;
  const documentNumber = Form.useWatch(path('documentNumber'), form) as string | undefined;
  const departmentId = Form.useWatch(path('departmentId'), form) as number | undefined;
  const legalDocumentTypeId = Form.useWatch(path('legalDocumentTypeId'), form) as number | undefined;

  const legal = personType === PERSON_TYPE.LEGAL;
  const allowedTypes = documentTypeIdsForPerson(personType ?? PERSON_TYPE.NATURAL);
  const documentTypeOptions = props.documentTypes
    .filter((type) => allowedTypes.includes(type.id))
    .map((type) => ({ value: type.id, label: type.text }));
  const representativeTypes = props.legalRepresentativeDocumentTypeIds;
  const representativeOptions = props.documentTypes
    .filter((type) => representativeTypes?.includes(type.id))
    .map((type) => ({ value: type.id, label: type.text }));
  const cities = props.departments.find((department) => department.id === departmentId)?.city ?? [];
  const nit = documentTypeId === DOCUMENT_TYPE_ID.NIT;
  const checkDigit = checkDigitOf(documentTypeId, documentNumber);

  const requiredRule: AntdRule[] = required ? [{ required: true, whitespace: true, message: MESSAGES.required }] : [];
  // antd checks `whitespace` as a string rule, so a choice (a number) must not carry it.
  const choiceRule: AntdRule[] = required ? [{ required: true, message: MESSAGES.required }] : [];

  // Errors are cleared only where there are some: a fresh empty list beside antd's shared one makes it warn.
  const reset = (fields: Partial<Record<CustomerField, unknown>>) =>
    form.setFields(
      Object.entries(fields).map(([field, fieldValue]) => ({
        name: [name, field],
        value: fieldValue,
        ...(form.getFieldError([name, field]).length > 0 ? { errors: [] } : {}),
      })),
    );

  const onPersonTypeChange = (event: RadioChangeEvent) => reset(personTypeChange(event.target.value as PersonType));

  const onDocumentLeft = async () => {
    const number = value('documentNumber') ?? '';
    const typeId = value('documentTypeId');
    if (!props.lookupLegalName || !legal || typeId === undefined || number === '') return;
    if (documentNumberRule(number, { documentTypeId: typeId, personType }) !== null) return;
    // A failed look-up (undefined) says nothing; only an answer without a name is "not registered".
    const found = await props.lookupLegalName(typeId, number).catch(() => undefined);
    if (found) reset({ legalName: found });
    else if (found === null && props.restrictedLookup && value('documentNumber') === number) {
      form.setFields([{ name: path('documentNumber'), warnings: [MESSAGES.documentNotRegistered] }]);
    }
  };

  const onAddressPicked = (suggestion: AddressSuggestion | null) => {
    form.setFields([
      { name: path('addressLatGeocode'), value: suggestion?.addressLatGeocode ?? null },
      { name: path('addressLngGeocode'), value: suggestion?.addressLngGeocode ?? null },
    ]);
    // The suggestion recognised the municipality: preselect it when the list knows it.
    const department = props.departments.find((candidate) => candidate.id === suggestion?.departmentId);
    if (department && department.city.some((city) => city.id === suggestion?.cityId)) {
      reset({ departmentId: department.id, cityId: suggestion?.cityId });
    }
  };

  return (
    <>
      <Form.Item name={path('personType')} label={CUSTOMER_LABELS.personType} rules={choiceRule}>
        <Radio.Group {...RADIO_GROUP_ROLE} aria-label={CUSTOMER_LABELS.personType} disabled={disabled} onChange={onPersonTypeChange}>
          <Radio value={PERSON_TYPE.NATURAL}>{CUSTOMER_LABELS.naturalPerson}</Radio>
          <Radio value={PERSON_TYPE.LEGAL}>{CUSTOMER_LABELS.legalPerson}</Radio>
        </Radio.Group>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={path('documentTypeId')}
            label={CUSTOMER_LABELS.documentType}
            rules={[...choiceRule, ...toAntdRules({ rule: documentTypeRule }, { context: () => ({ allowed: allowedTypes }) })]}
          >
            <Select options={documentTypeOptions} placeholder={SELECT_PLACEHOLDER} disabled={disabled || legal} />
          </Form.Item>
        </Col>
        <Col xs={nit ? 18 : 24} md={nit ? 12 : 16}>
          <Form.Item
            name={path('documentNumber')}
            label={CUSTOMER_LABELS.documentNumber}
            dependencies={[path('documentTypeId'), path('personType')]}
            normalize={(typed: unknown, _previous: unknown, all: Record<string, CustomerValues | undefined>) =>
              cleanDocumentNumber(typed, all[name]?.documentTypeId)
            }
            rules={[
              ...requiredRule,
              ...toAntdRules(documentNumberField, {
                context: () => ({ documentTypeId: value('documentTypeId'), personType: value('personType') }),
              }),
            ]}
          >
            <Input maxLength={documentNumberField.maxLength} disabled={disabled} autoComplete="off" onBlur={() => void onDocumentLeft()} />
          </Form.Item>
        </Col>
        {nit && (
          <Col xs={6} md={4}>
            <Form.Item label={CUSTOMER_LABELS.checkDigit} htmlFor={`${name}_checkDigit`}>
              <Input id={`${name}_checkDigit`} value={checkDigit ?? ''} readOnly tabIndex={-1} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {legal ? (
        <Form.Item name={path('legalName')} label={CUSTOMER_LABELS.legalName} rules={[...requiredRule, ...toAntdRules(legalNameField)]}>
          <Input maxLength={legalNameField.maxLength} disabled={disabled} />
        </Form.Item>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name={path('firstName')}
              label={CUSTOMER_LABELS.firstName}
              rules={[...requiredRule, ...toAntdRules(personNameField)]}
            >
              <Input maxLength={personNameField.maxLength} disabled={disabled} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={path('lastName')} label={CUSTOMER_LABELS.lastName} rules={[...requiredRule, ...toAntdRules(personNameField)]}>
              <Input maxLength={personNameField.maxLength} disabled={disabled} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={path('cellphoneNumber')}
            label={CUSTOMER_LABELS.phone}
            normalize={(typed: unknown) => (typeof typed === 'string' ? typed.replace(/\D/g, '') : typed)}
            rules={[...requiredRule, ...toAntdRules(phoneField)]}
          >
            <Input maxLength={phoneField.maxLength} inputMode="numeric" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={path('email')}
            label={CUSTOMER_LABELS.email}
            normalize={(typed: unknown) => (typeof typed === 'string' ? typed.trim() : typed)}
            rules={[...requiredRule, ...toAntdRules(emailField, { context: () => ({ blockedDomains: props.blockedDomains }) })]}
          >
            <Input maxLength={emailField.maxLength} inputMode="email" disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={path('fulladdress')} label={CUSTOMER_LABELS.address} rules={[...requiredRule, ...toAntdRules(addressField)]}>
        <AddressInput onPick={onAddressPicked} search={props.searchAddress} disabled={disabled} />
      </Form.Item>
      <Form.Item name={path('addressLatGeocode')} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={path('addressLngGeocode')} hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={path('departmentId')} label={CUSTOMER_LABELS.department} rules={choiceRule}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={SELECT_PLACEHOLDER}
              disabled={disabled}
              options={props.departments.map((department) => ({ value: department.id, label: department.stateName }))}
              onChange={() => reset({ cityId: undefined })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={path('cityId')} label={CUSTOMER_LABELS.city} rules={choiceRule}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={SELECT_PLACEHOLDER}
              disabled={disabled || departmentId === undefined}
              options={cities.map((city) => ({ value: city.id, label: city.cityName }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={path('addressAdditionalInformation')}
        label={CUSTOMER_LABELS.additionalInfo}
        rules={toAntdRules(additionalInfoField)}
      >
        <Input maxLength={additionalInfoField.maxLength} disabled={disabled} />
      </Form.Item>
      {legal && representativeTypes !== undefined && (
        <>
          <Typography.Title level={5}>{CUSTOMER_LABELS.legalRepresentative}</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name={path('legalDocumentTypeId')}
                label={CUSTOMER_LABELS.legalDocumentType}
                rules={[...choiceRule, ...toAntdRules({ rule: documentTypeRule }, { context: () => ({ allowed: representativeTypes }) })]}
              >
                <Select options={representativeOptions} placeholder={SELECT_PLACEHOLDER} disabled={disabled} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={path('legalDocumentNumber')}
                label={CUSTOMER_LABELS.legalDocumentNumber}
                dependencies={[path('documentNumber'), path('legalDocumentTypeId')]}
                normalize={(typed: unknown) => cleanDocumentNumber(typed, legalDocumentTypeId)}
                rules={[
                  ...requiredRule,
                  ...toAntdRules(documentNumberField, {
                    context: () => ({ documentTypeId: value('legalDocumentTypeId'), personType: PERSON_TYPE.NATURAL }),
                  }),
                  ...toAntdRules({ rule: differentDocumentRule }, { context: () => ({ nit: value('documentNumber') }) }),
                ]}
              >
                <Input maxLength={documentNumberField.maxLength} disabled={disabled} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name={path('legalFirstName')}
                label={CUSTOMER_LABELS.legalFirstName}
                rules={[...requiredRule, ...toAntdRules(personNameField)]}
              >
                <Input maxLength={personNameField.maxLength} disabled={disabled} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={path('legalLastName')}
                label={CUSTOMER_LABELS.legalLastName}
                rules={[...requiredRule, ...toAntdRules(personNameField)]}
              >
                <Input maxLength={personNameField.maxLength} disabled={disabled} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
