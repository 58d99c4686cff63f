import { useMemo } from 'react';
import { Alert, Card, Checkbox, Form } from 'antd';
import { legalRepresentativeDocumentTypeIds } from '@lic/shared-rules';
import { CustomerFields } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import type { CustomerLookups } from '../hooks/use-customer-lookups';
import type { ReferenceData } from '../hooks/use-reference-data';
import { PURCHASE_TEXTS as T } from '../purchase.messages';

export interface ServiceSectionProps {
  /** The licence data are the signed-in customer's, from the account, and cannot be edited. */
  locked: boolean;
  /** The billing fields are on screen: a visitor may copy them into the licence data. */
  billingShown: boolean;
  reference: ReferenceData;
  lookups: CustomerLookups;
}

/** The licence's customer ("Datos de activación de licencia"), with the legal representative where the document asks for one. */
export function ServiceSection({ locked, billingShown, reference, lookups }: ServiceSectionProps) {
  const { appName } = useStorefront();
  const legalRepresentativeTypes = useMemo(() => legalRepresentativeDocumentTypeIds(appName), [appName]);
  return (
    <Card title={T.serviceSection} style={{ marginBottom: 24 }} data-testid="service-section">
      {locked && <Alert type="info" showIcon message={T.lockedService} style={{ marginBottom: 16 }} />}
      {billingShown && !locked && (
        <Form.Item name="copyData" valuePropName="checked">
          <Checkbox>{T.copyBillingToService}</Checkbox>
        </Form.Item>
      )}
      <CustomerFields
        name="service"
        disabled={locked}
        documentTypes={reference.documentTypes}
        departments={reference.departments}
        blockedDomains={reference.blockedDomains}
        legalRepresentativeDocumentTypeIds={legalRepresentativeTypes}
        lookupLegalName={lookups.lookupLegalName}
        restrictedLookup={lookups.restrictedLookup}
        searchAddress={lookups.searchAddress}
      />
    </Card>
  );
}
