import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import type { CustomerValues } from '@lic/web-ui';
import type { PurchaseFormValues } from '../purchase-request';

const LEGAL_REPRESENTATIVE_FIELDS = ['legalDocumentTypeId', 'legalDocumentNumber', 'legalFirstName', 'legalLastName'] as const;

/** A block's values to copy into the other one: the legal representative belongs to the licence data only. */
function copyable(values: CustomerValues | undefined): CustomerValues {
  const copy: CustomerValues = { ...values };
  for (const field of LEGAL_REPRESENTATIVE_FIELDS) delete copy[field];
  return copy;
}

/** The copy switch keeps the target block equal to its source (licence → billing when the licence is locked). */
export function useCopyCustomerData(form: FormInstance<PurchaseFormValues>, locked: boolean): void {
  const copyData = Form.useWatch('copyData', form) === true;
  const billingValues = Form.useWatch('billing', form) as CustomerValues | undefined;
  const serviceValues = Form.useWatch('service', form) as CustomerValues | undefined;

  const copySource = locked ? serviceValues : billingValues;
  const copyKey = JSON.stringify(copyable(copySource));
  useEffect(() => {
    if (!copyData) return;
    const values = copyable(JSON.parse(copyKey) as CustomerValues);
    form.setFieldsValue(locked ? { billing: values } : { service: values });
  }, [copyData, copyKey, locked, form]);
}
