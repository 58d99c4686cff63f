import { Col, Form, Input, Row, Select } from 'antd';
import type { ContractDocumentType } from '@lic/shared-api-types';
import {
  addressField,
  documentNumberField,
  JOB_TITLE_MAX_LENGTH,
  jobTitleProblem,
  MESSAGES,
  PERSON_TYPE,
  phoneField,
  toAntdRules,
} from '@lic/shared-rules';
import { cleanDocumentNumber, type DepartmentOption } from '@lic/web-ui';
import { supervisorDocumentTypes } from '../../../features/contracts/contract-wizard-values';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';
import { digitsOnly, EmailField, PersonNameFields } from './contact-fields';
import { LocationFields } from './location-fields';

export interface SupervisorStepProps {
  documentTypes: ContractDocumentType[];
  departments: DepartmentOption[];
  blockedDomains: string[];
}

/** Step 3 "Información Supervisor" (§2.8, §5.4): phone and job title optional. */
export function SupervisorStep(props: SupervisorStepProps) {
  const form = Form.useFormInstance();
  const required = [{ required: true, message: MESSAGES.required }];
  const requiredText = [{ required: true, whitespace: true, message: MESSAGES.required }];
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="documentTypeId" label={CONTRACT_TEXT.documentType} rules={required}>
          <Select
            placeholder={CONTRACT_TEXT.select}
            options={supervisorDocumentTypes(props.documentTypes).map((type) => ({ value: type.value, label: type.text }))}
            onChange={() => form.setFieldValue('documentNumber', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item
          name="documentNumber"
          label={CONTRACT_TEXT.documentNumber}
          dependencies={['documentTypeId']}
          normalize={(typed: unknown) => cleanDocumentNumber(typed, form.getFieldValue('documentTypeId'))}
          rules={[
            ...requiredText,
            ...toAntdRules(documentNumberField, {
              context: () => ({ documentTypeId: form.getFieldValue('documentTypeId'), personType: PERSON_TYPE.NATURAL }),
            }),
          ]}
        >
          <Input maxLength={documentNumberField.maxLength} autoComplete="off" />
        </Form.Item>
      </Col>
      <PersonNameFields />
      <Col span={24}>
        <Form.Item name="fulladdress" label={CONTRACT_TEXT.address} rules={[...requiredText, ...toAntdRules(addressField)]}>
          <Input maxLength={addressField.maxLength} />
        </Form.Item>
      </Col>
      <LocationFields departments={props.departments} />
      <Col xs={24} md={12}>
        <Form.Item name="phoneNumber" label={CONTRACT_TEXT.phone} normalize={digitsOnly} rules={toAntdRules(phoneField)}>
          <Input maxLength={phoneField.maxLength} inputMode="numeric" />
        </Form.Item>
      </Col>
      <EmailField blockedDomains={props.blockedDomains} />
      <Col span={24}>
        <Form.Item name="jobTitle" label={CONTRACT_TEXT.jobTitle} rules={toAntdRules({ rule: jobTitleProblem })}>
          <Input maxLength={JOB_TITLE_MAX_LENGTH} />
        </Form.Item>
      </Col>
    </Row>
  );
}
