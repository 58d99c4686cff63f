import { Col, Form, Input, Radio, Row, Select } from 'antd';
import type { ContractDocumentType } from '@lic/shared-api-types';
import {
  addressField,
  DOCUMENT_TYPE_ID,
  documentNumberField,
  legalNameField,
  MESSAGES,
  PERSON_TYPE,
  phoneField,
  TENANT_ADDRESS_MAX_LENGTH,
  toAntdRules,
} from '@lic/shared-rules';
import { checkDigitOf, cleanDocumentNumber, type DepartmentOption } from '@lic/web-ui';
import { customerDocumentTypes } from '../../../features/contracts/contract-wizard-values';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';
import { digitsOnly, EmailField, PersonNameFields } from './contact-fields';
import { LocationFields } from './location-fields';

export interface CustomerStepProps {
  documentTypes: ContractDocumentType[];
  departments: DepartmentOption[];
  blockedDomains: string[];
}

/** Step 2 "Información Cliente" (§2.8, §4.4, §5.4): J forces a NIT; switching person type clears what depends on it. */
export function CustomerStep(props: CustomerStepProps) {
  const form = Form.useFormInstance();
  const personType = Form.useWatch('personType', form) as string | undefined;
  const documentTypeId = Form.useWatch('documentTypeId', form) as number | undefined;
  const documentNumber = Form.useWatch('documentNumber', form) as string | undefined;
  const legal = personType === PERSON_TYPE.LEGAL;
  const checkDigit = checkDigitOf(documentTypeId, documentNumber);
  const required = [{ required: true, message: MESSAGES.required }];
  const requiredText = [{ required: true, whitespace: true, message: MESSAGES.required }];

  const onPersonTypeChange = (next: string) => {
    form.setFieldsValue({
      documentTypeId: next === PERSON_TYPE.LEGAL ? DOCUMENT_TYPE_ID.NIT : undefined,
      documentNumber: undefined,
      legalName: undefined,
      firstName: undefined,
      lastName: undefined,
    });
  };

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="personType" label={CONTRACT_TEXT.personType} rules={required}>
          <Radio.Group onChange={(event) => onPersonTypeChange(event.target.value as string)}>
            <Radio value={PERSON_TYPE.LEGAL}>{CONTRACT_TEXT.legalPerson}</Radio>
            <Radio value={PERSON_TYPE.NATURAL}>{CONTRACT_TEXT.naturalPerson}</Radio>
          </Radio.Group>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="documentTypeId" label={CONTRACT_TEXT.documentType} rules={required}>
          <Select
            placeholder={CONTRACT_TEXT.select}
            disabled={legal || personType === undefined}
            options={customerDocumentTypes(props.documentTypes, personType).map((type) => ({ value: type.value, label: type.text }))}
            onChange={() => form.setFieldValue('documentNumber', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={checkDigit === null ? 24 : 18} md={checkDigit === null ? 16 : 12}>
        <Form.Item
          name="documentNumber"
          label={CONTRACT_TEXT.documentNumber}
          dependencies={['documentTypeId', 'personType']}
          normalize={(typed: unknown) => cleanDocumentNumber(typed, form.getFieldValue('documentTypeId'))}
          rules={[
            ...requiredText,
            ...toAntdRules(documentNumberField, {
              context: () => ({ documentTypeId: form.getFieldValue('documentTypeId'), personType: form.getFieldValue('personType') }),
            }),
          ]}
        >
          <Input maxLength={documentNumberField.maxLength} autoComplete="off" />
        </Form.Item>
      </Col>
      {checkDigit !== null && (
        <Col xs={6} md={4}>
          <Form.Item label={CONTRACT_TEXT.checkDigit} htmlFor="customer_checkDigit">
            <Input id="customer_checkDigit" value={String(checkDigit)} readOnly tabIndex={-1} />
          </Form.Item>
        </Col>
      )}
      {legal ? (
        <Col span={24}>
          <Form.Item name="legalName" label={CONTRACT_TEXT.legalName} rules={[...requiredText, ...toAntdRules(legalNameField)]}>
            <Input maxLength={legalNameField.maxLength} />
          </Form.Item>
        </Col>
      ) : (
        <PersonNameFields />
      )}
      <Col span={24}>
        <Form.Item
          name="fulladdress"
          label={CONTRACT_TEXT.address}
          rules={[...requiredText, ...toAntdRules(addressField, { context: () => ({ maxLength: TENANT_ADDRESS_MAX_LENGTH }) })]}
        >
          <Input maxLength={TENANT_ADDRESS_MAX_LENGTH} />
        </Form.Item>
      </Col>
      <LocationFields departments={props.departments} />
      <Col xs={24} md={12}>
        <Form.Item
          name="cellphoneNumber"
          label={CONTRACT_TEXT.phone}
          normalize={digitsOnly}
          rules={[...requiredText, ...toAntdRules(phoneField)]}
        >
          <Input maxLength={phoneField.maxLength} inputMode="numeric" />
        </Form.Item>
      </Col>
      <EmailField blockedDomains={props.blockedDomains} />
    </Row>
  );
}
