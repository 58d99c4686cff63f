import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_REQUEST_TYPES, dataRequestTypeLabel, type DataRequestType } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { EmailVerificationDialog, formatDate, notify } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { checkEmail, validateMailCode } from '../../purchase';
import { submitPublicDataRequest } from '../api/privacy-api';
import { PRIVACY_TEXT as T } from '../privacy.messages';

interface PublicRequestForm {
  name?: string;
  email?: string;
  documentNumber?: string;
  type?: DataRequestType;
  detail?: string;
}

/**
 * The personal-data request of a holder without an account: they prove control of their e-mail with the
 * 6-digit code of the purchase form first, then the request is numbered and acknowledged to that address.
 */
export function PublicDataRequestForm() {
  const { client, appName } = useStorefront();
  const [form] = Form.useForm<PublicRequestForm>();
  const [verifying, setVerifying] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  // The answer to an e-mail the store holds nothing under stays on the form (decision 0068), not in a passing toast.
  const [notOnRecord, setNotOnRecord] = useState<string | null>(null);

  const send = async () => {
    const values = form.getFieldsValue();
    setSending(true);
    setNotOnRecord(null);
    try {
      const answer = await submitPublicDataRequest(client, {
        type: values.type as DataRequestType,
        detail: (values.detail ?? '').trim(),
        appName,
        email: (values.email ?? '').trim(),
        name: (values.name ?? '').trim(),
        documentNumber: values.documentNumber?.trim() || undefined,
      });
      setReceipt(T.sent(answer.number, formatDate(answer.dueOn)));
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRIVACY.HOLDER_NOT_FOUND') setNotOnRecord(error.statusMessage);
      else notify.error(error instanceof ApiError && error.status < 500 ? error.statusMessage : T.sendError);
    } finally {
      setSending(false);
    }
  };

  const start = async (values: PublicRequestForm) => {
    const email = (values.email ?? '').trim();
    setSending(true);
    try {
      const approved = await checkEmail(client, appName, email, false);
      if (approved) await send();
      else setVerifying(email);
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? error.statusMessage : T.sendError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <Typography.Paragraph>
        {T.publicIntro}{' '}
        <Link to="/politica-de-datos" style={{ textDecoration: 'underline' }}>
          {T.policyLink}
        </Link>
        .
      </Typography.Paragraph>
      {receipt && <Alert type="success" showIcon message={receipt} style={{ marginBottom: 16 }} role="status" />}
      {notOnRecord && <Alert type="warning" showIcon message={notOnRecord} style={{ marginBottom: 16 }} role="alert" />}
      <Form<PublicRequestForm> form={form} layout="vertical" onFinish={start} requiredMark={false}>
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, min: 3, max: 200, message: T.nameRule }]}>
          <Input autoComplete="name" maxLength={200} />
        </Form.Item>
        <Form.Item name="email" label={T.email} extra={T.emailHint} rules={[{ required: true, type: 'email', message: T.emailRule }]}>
          <Input autoComplete="email" maxLength={100} />
        </Form.Item>
        <Form.Item name="documentNumber" label={T.documentNumber} rules={[{ min: 5, max: 15, message: T.documentRule }]}>
          <Input maxLength={15} />
        </Form.Item>
        <Form.Item name="type" label={T.type} rules={[{ required: true, message: T.typeRequired }]}>
          <Select<DataRequestType> options={DATA_REQUEST_TYPES.map((type) => ({ value: type, label: dataRequestTypeLabel[type] }))} />
        </Form.Item>
        <Form.Item name="detail" label={T.detail} rules={[{ required: true, whitespace: true, min: 10, max: 4000, message: T.detailRule }]}>
          <Input.TextArea rows={5} maxLength={4000} showCount placeholder={T.detailPlaceholder} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{T.deadlines}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={sending}>
          {T.send}
        </Button>
      </Form>
      {/* A new dialog per e-mail: a second address (after "no encontramos datos") starts with an empty code. */}
      <EmailVerificationDialog
        key={verifying ?? ''}
        open={verifying !== null}
        email={verifying ?? ''}
        onVerify={async (code) => {
          const answer = await validateMailCode(client, verifying ?? '', code);
          if (!answer.result?.approved) throw new Error('');
        }}
        onResend={async () => {
          await checkEmail(client, appName, verifying ?? '', true);
        }}
        onVerified={() => {
          setVerifying(null);
          void send();
        }}
        onCancel={() => setVerifying(null)}
      />
    </Card>
  );
}
