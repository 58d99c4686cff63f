import { Alert, Button, Card, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_REQUEST_TYPES, dataRequestTypeLabel, type DataRequestType } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { formatDate, notify, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { listMyDataRequests, submitDataRequest } from '../api/privacy-api';
import { PRIVACY_TEXT as T } from '../privacy.messages';
import { MyDataSummary } from './my-data-summary';

interface RequestForm {
  type?: DataRequestType;
  detail?: string;
}

/** "Mis datos": the holder's requests under Ley 1581 de 2012, made and followed with the account. */
export function MyDataView() {
  const { client, appName } = useStorefront();
  const [form] = Form.useForm<RequestForm>();
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  const requests = useRemote([client], () => listMyDataRequests(client).catch(() => []));

  const send = async (values: RequestForm) => {
    setSending(true);
    try {
      const answer = await submitDataRequest(client, {
        type: values.type as DataRequestType,
        detail: (values.detail ?? '').trim(),
        appName,
      });
      setReceipt(T.sent(answer.number, formatDate(answer.dueOn)));
      form.resetFields();
      await requests.reload();
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? error.statusMessage : T.sendError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph>
        {T.myDataIntro}{' '}
        <Link to="/politica-de-datos" style={{ textDecoration: 'underline' }}>
          {T.policyLink}
        </Link>
        .
      </Typography.Paragraph>
      <MyDataSummary />
      <Card title={T.newRequest}>
        {receipt && <Alert type="success" showIcon message={receipt} style={{ marginBottom: 16 }} role="status" />}
        <Form<RequestForm> form={form} layout="vertical" onFinish={send} requiredMark={false}>
          <Form.Item name="type" label={T.type} rules={[{ required: true, message: T.typeRequired }]}>
            <Select<DataRequestType> options={DATA_REQUEST_TYPES.map((type) => ({ value: type, label: dataRequestTypeLabel[type] }))} />
          </Form.Item>
          <Form.Item
            name="detail"
            label={T.detail}
            rules={[{ required: true, whitespace: true, min: 10, max: 4000, message: T.detailRule }]}
          >
            <Input.TextArea rows={5} maxLength={4000} showCount placeholder={T.detailPlaceholder} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{T.deadlines}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={sending}>
            {T.send}
          </Button>
        </Form>
      </Card>
      <Card title={T.myRequests}>
        <List
          loading={requests.loading}
          dataSource={requests.data ?? []}
          locale={{ emptyText: T.noRequests }}
          renderItem={(request) => (
            <List.Item key={request.number}>
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{request.number}</Typography.Text>
                  <span>{dataRequestTypeLabel[request.type]}</span>
                  <Tag color={request.state === 'RESPONDIDA' ? 'green' : 'blue'}>{T.states[request.state]}</Tag>
                </Space>
                <Typography.Text type="secondary">
                  {T.receivedOn}: {formatDate(request.receivedOn)} · {T.dueOn}: {formatDate(request.dueOn)}
                </Typography.Text>
                {request.answer && (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    <Typography.Text strong>{T.answer}: </Typography.Text>
                    {request.answer}
                  </Typography.Paragraph>
                )}
              </Space>
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
