import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { BRANDS } from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import { formatDate, formatDateTime, notify, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { getPrivacyPolicy, publishPrivacyPolicy } from '../../../features/personal-data/api/privacy-policy';
import { POLICY_TEXT as T } from '../../../features/personal-data/personal-data.messages';

const BRAND_OPTIONS = BRANDS.map((brand) => ({ value: brand.appName, label: brand.displayName }));
const TEXT_MIN = 50;
const TEXT_MAX = 50000;

interface PublishValues {
  text?: string;
  effectiveOn?: Dayjs | null;
}

/** Today to a year ahead, as the server accepts (decision 0069). */
const outOfRange = (day: Dayjs) => day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(1, 'year'), 'day');

/**
 * "Política de datos" (decision 0069): per brand, the current version of the policy with its text, and the form that
 * publishes the next one (text and the day it governs from) after a confirmation.
 */
export function PrivacyPolicyPanel() {
  const { client } = useBackoffice();
  const [appName, setAppName] = useState(BRAND_OPTIONS[0].value);
  const policy = useRemote([client, appName], () => getPrivacyPolicy(client, appName));
  const [form] = Form.useForm<PublishValues>();
  const [confirming, setConfirming] = useState<{ text: string; effectiveOn: Dayjs } | null>(null);
  const [publishing, setPublishing] = useState(false);
  // Two clicks in the same frame both see publishing false: the ref lets one through.
  const inFlight = useRef(false);
  const current = policy.data?.appName === appName ? policy.data : undefined;
  const brandName = BRAND_OPTIONS.find((option) => option.value === appName)?.label ?? appName;

  // The form starts from the current text of the brand shown: an officer edits rather than retypes it.
  useEffect(() => {
    if (current) form.setFieldsValue({ text: current.text, effectiveOn: dayjs() });
  }, [current, form]);

  const ask = async () => {
    try {
      const values = await form.validateFields();
      setConfirming({ text: (values.text ?? '').trim(), effectiveOn: values.effectiveOn as Dayjs });
    } catch {
      // The fields say what is missing.
    }
  };

  const publish = async () => {
    if (!confirming || inFlight.current) return;
    inFlight.current = true;
    setPublishing(true);
    try {
      const { message } = await publishPrivacyPolicy(client, {
        appName,
        text: confirming.text,
        effectiveOn: confirming.effectiveOn.format('YYYY-MM-DD'),
      });
      notify.success(message);
      setConfirming(null);
      await policy.reload();
    } catch (error) {
      if (error instanceof ApiError && [400, 403, 404, 422].includes(error.status)) notify.warning(error.statusMessage);
      else notify.error(T.serverError);
      setConfirming(null);
    } finally {
      inFlight.current = false;
      setPublishing(false);
    }
  };

  const next = (current?.version ?? 0) + 1;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      <Space wrap>
        <label htmlFor="privacy-policy-brand">{T.brand}</label>
        <Select
          id="privacy-policy-brand"
          aria-label={T.brand}
          value={appName}
          options={BRAND_OPTIONS}
          onChange={setAppName}
          style={{ width: 200 }}
        />
      </Space>
      {policy.error && !current ? (
        <Alert type="error" showIcon message={T.loadError} />
      ) : (
        <Card loading={!current} title={current ? current.title : undefined} size="small">
          {current && (
            <>
              <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
                <Descriptions.Item label={T.current}>{current.version}</Descriptions.Item>
                <Descriptions.Item label={T.effectiveOn}>{formatDate(current.effectiveOn)}</Descriptions.Item>
                <Descriptions.Item label={T.published}>
                  {current.version === 1 ? T.builtIn : formatDateTime(current.publishedOn)}
                </Descriptions.Item>
              </Descriptions>
              {/* A scrolling region: focusable, so that a keyboard can scroll it too. */}
              <Typography.Paragraph
                data-testid="current-policy-text"
                role="region"
                aria-label={T.currentText}
                tabIndex={0}
                style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflowY: 'auto', marginBottom: 0 }}
              >
                {current.text}
              </Typography.Paragraph>
            </>
          )}
        </Card>
      )}
      {current && (
        <Card size="small" title={T.newVersion(next)}>
          <Form<PublishValues> form={form} layout="vertical" name="publishPolicy">
            <Form.Item
              name="text"
              label={T.text}
              rules={[{ required: true, whitespace: true, min: TEXT_MIN, max: TEXT_MAX, message: T.textRule }]}
            >
              <Input.TextArea rows={10} maxLength={TEXT_MAX} showCount />
            </Form.Item>
            <Form.Item name="effectiveOn" label={T.effectiveOn} rules={[{ required: true, message: T.effectiveRule }]}>
              <DatePicker format="DD/MM/YYYY" disabledDate={outOfRange} style={{ width: 200 }} />
            </Form.Item>
            <Button type="primary" onClick={() => void ask()}>
              {T.newVersion(next)}
            </Button>
          </Form>
        </Card>
      )}
      <Modal
        open={confirming !== null}
        title={T.confirmTitle(next, brandName)}
        okText={T.publish}
        cancelText={T.cancel}
        confirmLoading={publishing}
        maskClosable={false}
        onOk={() => void publish()}
        onCancel={() => !publishing && setConfirming(null)}
      >
        {confirming && T.confirmText(confirming.effectiveOn.format('DD/MM/YYYY'))}
      </Modal>
    </Space>
  );
}
