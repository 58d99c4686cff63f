import { Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  documentNumberField,
  emailField,
  phoneField,
  termsField,
  toAntdRules,
} from '@lic/shared-rules';
import { IDENTITY_VALIDATION_TEXTS as TEXTS, SUBSCRIBER_DOCUMENT_TYPES } from './identity-validation.messages';

export interface SubscriberValues {
  typeDocument: 'CC';
  documentNumber: string;
  email: string;
  phoneNumber: string;
  legalTermsCheck: boolean;
}

export interface IdentityValidationFormProps {
  onSubmit: (values: SubscriberValues) => void | Promise<void>;
  submitting?: boolean;
  /** An empty cart: nothing to validate for. */
  disabled?: boolean;
  privacyPolicyUrl?: string;
  termsUrl?: string;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const documentRules = toAntdRules(documentNumberField, { required: true, context: () => ({ documentTypeId: 1 }) });
const emailRules = toAntdRules(emailField, { required: true });
const phoneRules = toAntdRules(phoneField, { required: true, context: () => ({ mobile: true }) });
const termsRules = toAntdRules(termsField);

function PolicyLink(props: { href?: string; children: string }) {
  if (!props.href) return <>{props.children}</>;
  return (
    <Typography.Link href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
    </Typography.Link>
  );
}

/** firmaya's subscriber form in the cart: CC document, e-mail, 10-digit mobile and the terms (unchecked). */
export function IdentityValidationForm({ onSubmit, submitting, disabled, privacyPolicyUrl, termsUrl }: IdentityValidationFormProps) {
  const [form] = Form.useForm<SubscriberValues>();
  return (
    <Form<SubscriberValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={disabled || submitting}
      initialValues={{ typeDocument: 'CC', documentNumber: '', email: '', phoneNumber: '', legalTermsCheck: false }}
      onFinish={(values) => onSubmit({ ...values, email: values.email.trim() })}
      aria-label={TEXTS.title}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{TEXTS.intro}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="typeDocument" label={TEXTS.typeDocument} rules={[{ required: true }]}>
            <Select aria-label={TEXTS.typeDocument} options={[...SUBSCRIBER_DOCUMENT_TYPES]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="documentNumber" label={TEXTS.documentNumber} rules={documentRules} normalize={digitsOnly}>
            <Input maxLength={DOCUMENT_NUMBER_MAX_LENGTH} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={TEXTS.email} rules={emailRules}>
            <Input maxLength={EMAIL_MAX_LENGTH} type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label={TEXTS.phoneNumber} rules={phoneRules} normalize={digitsOnly}>
            <Input maxLength={PHONE_MAX_LENGTH} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="legalTermsCheck" valuePropName="checked" rules={termsRules}>
        <Checkbox>
          {TEXTS.termsPrefix} <PolicyLink href={privacyPolicyUrl}>{TEXTS.privacyPolicy}</PolicyLink> {TEXTS.termsJoin}{' '}
          <PolicyLink href={termsUrl}>{TEXTS.terms}</PolicyLink>
        </Checkbox>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button type="primary" size="large" htmlType="submit" loading={submitting}>
          {TEXTS.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
