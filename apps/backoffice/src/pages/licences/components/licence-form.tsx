import { Button, DatePicker, Form, Input, Modal, Radio, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { LicenceServiceOption, TransactionRange } from '@lic/shared-api-types';
import { CONTRACT_NUMBER_MAX_LENGTH } from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { logFailure } from '../../../shared/api/log-failure';
import { addNewCustomerLicense } from '../../../features/licences/api/add-new-customer-license';
import { getLicenseInformation } from '../../../features/licences/api/get-license-information';
import { getLicenseServices } from '../../../features/licences/api/get-license-services';
import { setLicenseTransactionRange } from '../../../features/licences/api/set-license-transaction-range';
import {
  annualPlanValidity,
  defaultStartDate,
  endDateFor,
  isEndDateDisabled,
  needsContract,
} from '../../../features/licences/licence-rules';
import { LICENCE_FORM_TEXT } from '../../../features/licences/licences.messages';
import { TransactionRangesEditor } from './transaction-ranges-editor';

const T = LICENCE_FORM_TEXT;
const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

export type LicenceFormTarget =
  { mode: 'add'; customerId: string; serviceName?: string } | { mode: 'edit'; purchaseOrderLicenseId: number };

export interface LicenceFormProps {
  /** What the dialog works on; null keeps it closed. */
  target: LicenceFormTarget | null;
  onClose: () => void;
  /** After a successful save (the caller reloads its list after 3 s, §4.1). */
  onSaved: () => void;
}

interface Values {
  serviceId?: number;
  packageId?: number;
  contractNumber: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  ranges: TransactionRange[];
}

function emptyValues(): Values {
  const start = defaultStartDate();
  return { contractNumber: '', startDate: start, endDate: endDateFor(start), ranges: [] };
}

/** The 422's errorDetail (or its statusMessage). */
function errorDetailOf(error: ApiError): string {
  const body = error.body as { errorDetail?: unknown } | undefined;
  return typeof body?.errorDetail === 'string' && body.errorDetail !== '' ? body.errorDetail : error.statusMessage;
}

/**
 * "Añadir licencia" and "Editar Licencia" (backoffice-licensing.md §2.3, §2.4, §4.1, §5.1, §8): service, package
 * chips, the plan validity and the contract number of BIILIMITADO, and the transaction ranges. Editing locks all
 * but the ranges.
 */
export function LicenceForm({ target, onClose, onSaved }: LicenceFormProps) {
  const { client } = useBackoffice();
  const [services, setServices] = useState<LicenceServiceOption[]>([]);
  const [values, setValues] = useState<Values>(emptyValues);
  const [lockedPackage, setLockedPackage] = useState<{ code: string; name: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editing = target?.mode === 'edit';

  useEffect(() => {
    if (!target) return;
    let live = true;
    setValues(emptyValues());
    setLockedPackage(null);
    setLoading(true);
    const servicesLoad = getLicenseServices(client).catch((error: unknown) => {
      logFailure('GetLicenseServices', error);
      return [] as LicenceServiceOption[];
    });
    if (target.mode === 'add') {
      void servicesLoad.then((list) => {
        if (!live) return;
        setServices(list);
        const preset = list.find((service) => service.serviceName === target.serviceName);
        setValues((current) => ({ ...current, serviceId: preset?.serviceId }));
        setLoading(false);
      });
    } else {
      void Promise.all([servicesLoad, getLicenseInformation(client, target.purchaseOrderLicenseId)])
        .then(([list, information]) => {
          if (!live) return;
          setServices(list);
          setLockedPackage({ code: information.packageCode, name: information.packageName });
          setValues({
            serviceId: information.serviceId,
            packageId: information.packageId,
            contractNumber: information.contractNumber ?? '',
            startDate: dayjs(information.effectiveDate),
            endDate: dayjs(information.expirationDate),
            ranges: information.transactionRange,
          });
          setLoading(false);
        })
        .catch((error: unknown) => {
          if (!live) return;
          logFailure('GetLicenseInformation', error);
          notify.error(T.loadFailed);
          setLoading(false);
          onClose();
        });
    }
    return () => {
      live = false;
    };
    // The dialog (re)loads when it opens on a new target only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, client]);

  const service = services.find((candidate) => candidate.serviceId === values.serviceId);
  const packages = service?.packages ?? [];
  const chosenPackage = packages.find((candidate) => candidate.packageId === values.packageId);
  const packageCode = chosenPackage?.packageCode ?? lockedPackage?.code;
  const contract = needsContract(packageCode);
  const annual = editing ? null : annualPlanValidity(chosenPackage);
  const complete =
    values.serviceId !== undefined &&
    values.packageId !== undefined &&
    values.ranges.length > 0 &&
    (!contract || (values.contractNumber.trim() !== '' && values.startDate !== null && values.endDate !== null));

  const close = () => {
    setConfirming(false);
    setValues(emptyValues());
    onClose();
  };

  const save = async () => {
    if (!target || !complete) return;
    setSaving(true);
    const ranges = values.ranges.map(({ rangeMinimum, rangeMaximum, rangePrice }) => ({ rangeMinimum, rangeMaximum, rangePrice }));
    try {
      if (target.mode === 'add') {
        await addNewCustomerLicense(client, {
          customerId: target.customerId,
          serviceId: values.serviceId as number,
          packageId: values.packageId as number,
          transactionRanges: ranges,
          ...(contract
            ? {
                contractNumber: values.contractNumber.trim(),
                startDate: values.startDate?.toISOString(),
                finalDate: values.endDate?.toISOString(),
              }
            : {}),
        });
        notify.success(T.added);
      } else {
        await setLicenseTransactionRange(client, {
          PurchaseOrderLicenseId: target.purchaseOrderLicenseId,
          licenseTransactionRange: ranges,
        });
        notify.success(T.updated);
      }
      close();
      onSaved();
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 422;
      if (target.mode === 'add') {
        if (refused) notify.warning(errorDetailOf(error));
        else notify.error(T.addFailed);
      } else if (refused) notify.warning(T.updateRefused);
      else notify.error(T.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  const serviceOptions = services.map((option) => ({ value: option.serviceId, label: option.serviceName, title: option.description }));
  if (editing && values.serviceId !== undefined && !service) {
    serviceOptions.push({ value: values.serviceId, label: String(values.serviceId), title: '' });
  }

  return (
    <Modal
      open={target !== null}
      title={editing ? T.editTitle : T.addTitle}
      width={720}
      destroyOnHidden
      maskClosable={false}
      onCancel={() => setConfirming(true)}
      footer={[
        <Button key="cancel" onClick={() => setConfirming(true)}>
          {T.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!complete} onClick={() => void save()}>
          {editing ? T.update : T.add}
        </Button>,
      ]}
    >
      <Spin spinning={loading}>
        <Form layout="vertical" component="div">
          <Form.Item label={T.service} htmlFor="license-service">
            <Select
              id="license-service"
              options={serviceOptions}
              value={values.serviceId}
              disabled={editing}
              placeholder="Seleccione"
              onChange={(serviceId: number) => setValues({ ...values, serviceId, packageId: undefined, contractNumber: '' })}
            />
          </Form.Item>
          <Form.Item label={T.packages}>
            <Radio.Group
              aria-label={T.packages}
              optionType="button"
              buttonStyle="solid"
              disabled={editing}
              value={editing && lockedPackage && !chosenPackage ? 'locked' : values.packageId}
              options={
                editing && lockedPackage && !chosenPackage
                  ? [{ value: 'locked', label: lockedPackage.name }]
                  : packages.map((option) => ({ value: option.packageId, label: option.packageName }))
              }
              // §4.1: choosing a package selects that chip only.
              onChange={(event) => setValues({ ...values, packageId: event.target.value as number })}
            />
            {service && packages.length === 0 && <Typography.Text type="secondary">{T.noPackages}</Typography.Text>}
          </Form.Item>
          {contract && (
            <>
              <Form.Item label={T.contractNumber} htmlFor="license-contract" required>
                <Input
                  id="license-contract"
                  value={values.contractNumber}
                  maxLength={CONTRACT_NUMBER_MAX_LENGTH}
                  disabled={editing}
                  onChange={(event) => setValues({ ...values, contractNumber: event.target.value })}
                />
              </Form.Item>
              <Form.Item label={T.validity} required>
                <Space wrap>
                  <DatePicker
                    aria-label={T.startDate}
                    showTime
                    format={DATE_TIME_FORMAT}
                    value={values.startDate}
                    allowClear={false}
                    disabled={editing}
                    disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                    onChange={(start: Dayjs | null) =>
                      setValues({ ...values, startDate: start, endDate: start ? endDateFor(start) : null })
                    }
                  />
                  <DatePicker
                    aria-label={T.endDate}
                    showTime
                    format={DATE_TIME_FORMAT}
                    value={values.endDate}
                    allowClear={false}
                    disabled={editing}
                    disabledDate={(day) => isEndDateDisabled(day, values.startDate)}
                    onChange={(end: Dayjs | null) => setValues({ ...values, endDate: end })}
                  />
                </Space>
              </Form.Item>
            </>
          )}
          {annual && (
            <Form.Item label={T.validity}>
              <Typography.Text data-testid="annual-validity">
                {T.annualValidity(annual.years, annual.start.format(DATE_TIME_FORMAT), annual.end.format(DATE_TIME_FORMAT))}
              </Typography.Text>
              {chosenPackage?.isBase && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {T.baseStartsLater}
                </Typography.Paragraph>
              )}
            </Form.Item>
          )}
          <Form.Item label={T.ranges}>
            <TransactionRangesEditor value={values.ranges} onChange={(ranges) => setValues({ ...values, ranges })} />
          </Form.Item>
        </Form>
      </Spin>
      <Modal
        open={confirming}
        title={null}
        closable={false}
        width={420}
        onCancel={() => setConfirming(false)}
        footer={[
          <Button key="no" onClick={() => setConfirming(false)}>
            {T.no}
          </Button>,
          <Button key="yes" type="primary" onClick={close}>
            {T.yes}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{editing ? T.cancelEdit : T.cancelCreate}</Typography.Paragraph>
      </Modal>
    </Modal>
  );
}
