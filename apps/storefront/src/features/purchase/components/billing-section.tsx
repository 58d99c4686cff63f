import { Button, Card, Checkbox, Form, Switch, Typography, type FormInstance } from 'antd';
import { CustomerFields } from '@lic/web-ui';
import type { CustomerLookups } from '../hooks/use-customer-lookups';
import type { ReferenceData } from '../hooks/use-reference-data';
import type { PurchaseFormValues } from '../purchase-request';
import { PURCHASE_TEXTS as T } from '../purchase.messages';

export interface BillingSectionProps {
  form: FormInstance<PurchaseFormValues>;
  /** The licence data are the signed-in customer's: billing is edited only on request, and may copy them. */
  locked: boolean;
  /** The billing fields are on screen. */
  billingShown: boolean;
  reference: ReferenceData;
  lookups: CustomerLookups;
  /** The billing block's person type, once chosen: the block is then filled in full. */
  billingPersonType: unknown;
}

/** "Datos de facturación": optional for a visitor, a switch away for a signed-in customer. */
export function BillingSection({ form, locked, billingShown, reference, lookups, billingPersonType }: BillingSectionProps) {
  return (
    <Card
      title={
        <>
          {T.billingSection} {!locked && <Typography.Text type="secondary">{T.billingOptional}</Typography.Text>}
        </>
      }
      style={{ marginBottom: 24 }}
      data-testid="billing-section"
    >
      {locked && (
        <Form.Item name="editBilling" valuePropName="checked" label={T.billingSwitch} layout="horizontal">
          <Switch />
        </Form.Item>
      )}
      {billingShown && (
        <>
          {locked && (
            <Form.Item name="copyData" valuePropName="checked">
              <Checkbox>{T.copyServiceToBilling}</Checkbox>
            </Form.Item>
          )}
          <CustomerFields
            name="billing"
            required={billingPersonType !== undefined}
            documentTypes={reference.documentTypes}
            departments={reference.departments}
            blockedDomains={reference.blockedDomains}
            lookupLegalName={lookups.lookupLegalName}
            restrictedLookup={lookups.restrictedLookup}
            searchAddress={lookups.searchAddress}
          />
          {!locked && billingPersonType !== undefined && (
            <Button onClick={() => form.resetFields(['billing', 'copyData'])}>{T.clearBilling}</Button>
          )}
        </>
      )}
    </Card>
  );
}
