import { ModalForm, PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Progress } from 'antd';
import { useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import type { NumberingResolutionView } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { getNumberingResolutions, registerNumberingResolution } from '../../features/invoicing/api/numbering-resolutions';
import { INVOICING_TEXT } from '../../features/invoicing/invoicing.messages';

const T = INVOICING_TEXT;
const R = T.resolution;
const required = { required: true, message: R.required };

interface ResolutionFormValues {
  resolutionNumber: string;
  prefix?: string;
  rangeFrom: number;
  rangeTo: number;
  validFrom: Dayjs;
  validTo: Dayjs;
  technicalKey: string;
}

/** "Resoluciones de facturación" (full access): DIAN's numbering ranges, their use and warnings, and a new one. */
export function InvoicingResolutionsPage() {
  const { client } = useBackoffice();
  const table = useRef<ActionType>(undefined);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<ResolutionFormValues>();

  const submit = async (values: ResolutionFormValues) => {
    try {
      await registerNumberingResolution(client, {
        resolutionNumber: values.resolutionNumber.trim(),
        prefix: (values.prefix ?? '').trim(),
        rangeFrom: values.rangeFrom,
        rangeTo: values.rangeTo,
        validFrom: values.validFrom.format('YYYY-MM-DD'),
        validTo: values.validTo.format('YYYY-MM-DD'),
        technicalKey: values.technicalKey.trim(),
      });
      notify.success(R.saved);
      setAdding(false);
      await table.current?.reload();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        form.setFields(error.errors.map((e) => ({ name: e.field as keyof ResolutionFormValues, errors: [e.message] })));
      } else notify.error(error instanceof ApiError ? error.statusMessage : T.serverError);
      return false;
    }
  };

  const columns: ProColumns<NumberingResolutionView>[] = [
    { key: 'resolutionNumber', title: R.resolutionNumber, dataIndex: 'resolutionNumber' },
    { key: 'prefix', title: R.prefix, dataIndex: 'prefix' },
    { key: 'rangeFrom', title: R.rangeFrom, dataIndex: 'rangeFrom', align: 'right' },
    { key: 'rangeTo', title: R.rangeTo, dataIndex: 'rangeTo', align: 'right' },
    { key: 'validFrom', title: R.validFrom, dataIndex: 'validFrom' },
    { key: 'validTo', title: R.validTo, dataIndex: 'validTo' },
    { key: 'nextNumber', title: R.nextNumber, dataIndex: 'nextNumber', align: 'right' },
    {
      key: 'usage',
      title: R.usage,
      render: (_, row) => (
        <Progress
          aria-label={`${R.usage} ${row.prefix} ${row.resolutionNumber}`}
          percent={Math.floor((row.used * 100) / row.size)}
          size="small"
          status={row.used >= row.size * 0.9 ? 'exception' : 'normal'}
        />
      ),
    },
    {
      key: 'warnings',
      title: R.warnings,
      render: (_, row) =>
        row.warnings.map((warning) => <Alert key={warning} type="warning" showIcon message={warning} style={{ marginBottom: 4 }} />),
    },
  ];

  return (
    <PageContainer title={T.resolutionsTitle} content={T.resolutionsHint}>
      <ProTable<NumberingResolutionView>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        pagination={false}
        options={{ reload: true, density: false, setting: false }}
        scroll={{ x: 'max-content' }}
        toolBarRender={() => [
          <Button key="add" type="primary" onClick={() => setAdding(true)}>
            {R.add}
          </Button>,
        ]}
        request={async () => {
          try {
            const data = await getNumberingResolutions(client);
            return { data, total: data.length, success: true };
          } catch {
            notify.error(T.serverError);
            return { data: [], total: 0, success: false };
          }
        }}
      />
      {adding && (
        <ModalForm<ResolutionFormValues>
          open
          form={form}
          title={R.add}
          width={560}
          modalProps={{ destroyOnHidden: true, maskClosable: false }}
          onOpenChange={(open) => !open && setAdding(false)}
          submitter={{ searchConfig: { submitText: 'Guardar', resetText: 'Cancelar' } }}
          onFinish={submit}
        >
          <Form.Item name="resolutionNumber" label={R.resolutionNumber} rules={[required]}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
          <Form.Item name="prefix" label={R.prefix}>
            <Input maxLength={4} autoComplete="off" />
          </Form.Item>
          <Form.Item name="rangeFrom" label={R.rangeFrom} rules={[required]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="rangeTo" label={R.rangeTo} rules={[required]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="validFrom" label={R.validFrom} rules={[required]}>
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="validTo" label={R.validTo} rules={[required]}>
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="technicalKey" label={R.technicalKey} extra={R.technicalKeyHelp} rules={[required]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </ModalForm>
      )}
    </PageContainer>
  );
}
