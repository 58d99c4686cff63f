import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import type { ReportFeatureOption } from '@lic/shared-api-types';
import { documentNumberRule, MESSAGES } from '@lic/shared-rules';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { getReportFeatures } from '../api/get-report-features';
import { REPORT_DOCUMENT_TYPES, REPORTS_TEXT } from '../reports.messages';

const T = REPORTS_TEXT;

export interface ReportFilters {
  documentType: number | null;
  documentNumber: string | null;
  claimDelete?: string;
  claimCreate?: string;
}

const NO_FEATURES: ReportFeatureOption[] = [];

export interface ReportCustomer {
  documentType: number;
  documentNumber: string;
}

interface FormValues {
  documentType?: number;
  documentNumber?: string;
  feature?: string;
}

/**
 * What a report needs before it loads: the customer's document ("Soporte por Cliente"), or the customer,
 * service and feature ("Reporte de Consumo"; the customer is optional there, the features come from the
 * licences of the customer or of everyone).
 */
export function ReportFiltersForm({
  asks,
  onShow,
  customer: given = null,
}: {
  asks: 'customer' | 'feature';
  onShow: (filters: ReportFilters) => void;
  /** The customer of the page's address: the form starts with it and its features. */
  customer?: ReportCustomer | null;
}) {
  const { client } = useBackoffice();
  const [form] = Form.useForm<FormValues>();
  const [customer, setCustomer] = useState<ReportCustomer | null>(given);
  const documentType = Form.useWatch('documentType', form);
  const customerRequired = asks === 'customer';

  const features =
    useRemote([client, customer], () => getReportFeatures(client, customer).catch((): ReportFeatureOption[] => []), {
      enabled: asks === 'feature',
    }).data ?? NO_FEATURES;

  /** The features are those of the customer once a valid document is typed. */
  const refreshCustomer = async () => {
    const values = form.getFieldsValue();
    const number = values.documentNumber?.trim();
    if (!values.documentType || !number) return setCustomer(null);
    const valid = await form.validateFields(['documentNumber']).then(
      () => true,
      () => false,
    );
    setCustomer(valid ? { documentType: values.documentType, documentNumber: number } : null);
  };

  const submit = (values: FormValues) => {
    const number = values.documentNumber?.trim();
    const withDocument = values.documentType !== undefined && !!number;
    const chosen = features.find((feature) => `${feature.serviceName}|${feature.featureCode}` === values.feature);
    onShow({
      documentType: withDocument ? values.documentType! : null,
      documentNumber: withDocument ? number! : null,
      ...(chosen ? { claimDelete: chosen.serviceName, claimCreate: chosen.featureCode } : {}),
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
      <Alert type="info" showIcon message={asks === 'customer' ? T.askCustomer : T.askFeature} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={customerRequired} initialValues={given ?? undefined}>
        <Form.Item
          name="documentType"
          label={T.documentType}
          rules={[{ required: customerRequired, message: T.required }]}
          dependencies={['documentNumber']}
        >
          <Select allowClear options={[...REPORT_DOCUMENT_TYPES]} placeholder={T.documentType} onChange={() => void refreshCustomer()} />
        </Form.Item>
        <Form.Item
          name="documentNumber"
          label={T.documentNumber}
          dependencies={['documentType']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                const typed = value?.trim();
                if (!typed) {
                  if (customerRequired || getFieldValue('documentType')) throw new Error(MESSAGES.required);
                  return;
                }
                const problem = documentNumberRule(typed, { documentTypeId: documentType });
                if (problem) throw new Error(problem);
              },
            }),
          ]}
        >
          <Input maxLength={15} placeholder={T.documentNumber} onBlur={() => void refreshCustomer()} />
        </Form.Item>
        {asks === 'feature' && (
          <Form.Item name="feature" label={`${T.service} / ${T.feature}`} rules={[{ required: true, message: T.required }]}>
            <Select
              showSearch
              optionFilterProp="label"
              notFoundContent={T.noFeatures}
              placeholder={T.feature}
              options={features.map((feature) => ({
                value: `${feature.serviceName}|${feature.featureCode}`,
                label: `${feature.serviceName} · ${feature.featureName}`,
              }))}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit">
          {T.show}
        </Button>
      </Form>
    </Space>
  );
}
