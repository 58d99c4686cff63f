import { Col, Form, Input } from 'antd';
import { emailField, MESSAGES, personNameField, toAntdRules } from '@lic/shared-rules';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';

const requiredText = [{ required: true, whitespace: true, message: MESSAGES.required }];

/** Keeps the digits of what was typed (phone numbers). */
export const digitsOnly = (typed: unknown) => (typeof typed === 'string' ? typed.replace(/\D/g, '') : typed);

/** Nombres and Apellidos of a person (customer of type N, supervisor): required, letters with accents. */
export function PersonNameFields() {
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="firstName" label={CONTRACT_TEXT.firstName} rules={[...requiredText, ...toAntdRules(personNameField)]}>
          <Input maxLength={personNameField.maxLength} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="lastName" label={CONTRACT_TEXT.lastName} rules={[...requiredText, ...toAntdRules(personNameField)]}>
          <Input maxLength={personNameField.maxLength} />
        </Form.Item>
      </Col>
    </>
  );
}

/** Correo Electrónico: required, trimmed, and its domain not in the blocked list (§5.4). */
export function EmailField({ blockedDomains }: { blockedDomains: string[] }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item
        name="email"
        label={CONTRACT_TEXT.email}
        normalize={(typed: unknown) => (typeof typed === 'string' ? typed.trim() : typed)}
        rules={[...requiredText, ...toAntdRules(emailField, { context: () => ({ blockedDomains }) })]}
      >
        <Input maxLength={emailField.maxLength} inputMode="email" />
      </Form.Item>
    </Col>
  );
}
