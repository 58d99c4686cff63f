import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Result, Typography } from 'antd';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { StorefrontPackage } from '@lic/shared-api-types';
import { BASE_PACKAGE_TYPE, legalRepresentativeDocumentTypeIds } from '@lic/shared-rules';
import { ApiError, NO_RESPONSE } from '@lic/web-api-client';
import {
  CustomerFields,
  notify,
  PageShell,
  PageTitle,
  TermsCheckbox,
  toPurchaseCustomer,
  useBrand,
  useRemote,
  type CustomerValues,
} from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useAppParameters } from '../../app-parameters';
import { useCart, cataloguePackages } from '../../cart';
import { getPackagesByServiceName } from '../../catalogue';
import { useCustomerLookups, useReferenceData, newSubmissionId } from '../../purchase';
import { registerTrial } from '../api/register-trial';
import { TRIAL_TEXTS as T } from '../trial.messages';

interface TrialFormValues {
  customer?: CustomerValues;
  legalTermsCheck?: boolean;
}

const isFree = (pkg: Pick<StorefrontPackage, 'packagePrice'>) => pkg.packagePrice === 0;

/** Validity counted in days: how the catalogue marks a trial (e.g. "Prueba gratis Firmaya 15 días"). */
const DAYS_VALIDITY = 'D';

/**
 * The brand's free base package a trial offers when the cart holds none: a free base valid for some days
 * (the trial) when the catalogue has one, otherwise its free base plan.
 */
export function freeBasePackage(packages: readonly StorefrontPackage[]): StorefrontPackage | null {
  const free = packages.filter((pkg) => isFree(pkg) && pkg.packageType.packageTypeCode === BASE_PACKAGE_TYPE);
  return free.find((pkg) => pkg.validityTypeId === DAYS_VALIDITY) ?? free[0] ?? null;
}

/**
 * Free-trial registration (storefront.md §2, §4 Trial): the customer fields and the terms for the free
 * package of the cart. "Comenzar" waits for a valid form and a free package; the server e-mails an
 * activation link valid userActivateTokenTime hours.
 */
export function TrialForm() {
  const { client, appName } = useStorefront();
  const brand = useBrand();
  const { parameters } = useAppParameters();
  const cart = useCart();
  const reference = useReferenceData();
  const lookups = useCustomerLookups();
  const [form] = Form.useForm<TrialFormValues>();
  const watched = Form.useWatch([], form);
  const [valid, setValid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ email: string; hours: number } | null>(null);
  const submissionId = useRef<string | null>(null);

  const trialEntries = useMemo(() => cart.entries.filter((entry) => isFree(entry.pkg)), [cart.entries]);
  const hasTrialPackage = trialEntries.length > 0;

  useEffect(() => {
    let live = true;
    form.validateFields({ validateOnly: true }).then(
      () => live && setValid(true),
      () => live && setValid(false),
    );
    return () => {
      live = false;
    };
  }, [form, watched, reference]);

  // With no free package in the cart, the brand's free base package is offered.
  const freeOffer = useRemote(
    [client, appName],
    (): Promise<StorefrontPackage | null> =>
      getPackagesByServiceName(client, appName).then(
        (catalogue) => freeBasePackage(cataloguePackages(catalogue)),
        () => null,
      ),
    { enabled: cart.ready && !hasTrialPackage },
  );
  const offer = freeOffer.data ?? null;

  const start = async () => {
    let values: TrialFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const customer = toPurchaseCustomer(values.customer ?? {});
    setSubmitting(true);
    submissionId.current ??= newSubmissionId();
    try {
      const trial = await registerTrial(client, {
        submissionId: submissionId.current,
        customer,
        packagesToPurchase: trialEntries.map((entry) => ({
          packageId: entry.pkg.packageId,
          packageCode: entry.pkg.packageCode,
          packageQuantity: 1,
        })),
        appName,
        legalTermsCheck: values.legalTermsCheck === true,
      });
      submissionId.current = null;
      cart.clear();
      setSent({ email: customer.email, hours: trial.userActivateTokenTime || parameters.userActivateTokenTime });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) submissionId.current = null;
      notify.error(error instanceof ApiError ? error.statusMessage : NO_RESPONSE);
    } finally {
      setSubmitting(false);
    }
  };

  const backToLogin = (
    <a href={parameters.urlSecutityLogin} aria-label={T.backToLogin}>
      <ArrowLeftOutlined />
    </a>
  );

  if (sent !== null) {
    return (
      <PageShell>
        <Result
          icon={<MailOutlined style={{ color: brand.primaryColor }} />}
          title={<PageTitle>{T.checkEmailTitle}</PageTitle>}
          subTitle={
            <>
              <Typography.Paragraph>{T.checkEmailText(sent.email)}</Typography.Paragraph>
              <Typography.Paragraph>{T.activationDeadline(sent.hours)}</Typography.Paragraph>
            </>
          }
          extra={<a href={parameters.urlSecutityLogin}>{T.goToLogin}</a>}
        />
      </PageShell>
    );
  }

  return (
    <PageShell title={T.title(brand.displayName)} extra={backToLogin}>
      <Card style={{ maxWidth: 880, margin: '0 auto' }}>
        {cart.ready && !hasTrialPackage && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 24 }}
            message={T.emptyCart}
            description={offer ? T.offer(offer.packageName) : undefined}
            action={
              offer ? (
                <Button type="primary" onClick={() => void cart.add(offer, 1, { source: 'licenseWeb' })}>
                  {T.addOffer}
                </Button>
              ) : undefined
            }
          />
        )}
        {hasTrialPackage && (
          <Typography.Paragraph>{T.trialPackage(trialEntries.map((entry) => entry.pkg.packageName).join(', '))}</Typography.Paragraph>
        )}
        <Form<TrialFormValues> form={form} layout="vertical" requiredMark={false} disabled={!hasTrialPackage || submitting}>
          <CustomerFields
            name="customer"
            documentTypes={reference.documentTypes}
            departments={reference.departments}
            blockedDomains={reference.blockedDomains}
            legalRepresentativeDocumentTypeIds={legalRepresentativeDocumentTypeIds(appName)}
            lookupLegalName={lookups.lookupLegalName}
            restrictedLookup={lookups.restrictedLookup}
            searchAddress={lookups.searchAddress}
          />
          <TermsCheckbox policyUrl={parameters.urlPersonalDataTreatmentPolicy} termsUrl={parameters.urlTermsAndConditions} />
          <Flex justify="space-between" align="center" gap={16} wrap>
            <Link to="/">{T.buyNow}</Link>
            <Button type="primary" loading={submitting} disabled={!valid || !hasTrialPackage} onClick={() => void start()}>
              {T.start}
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageShell>
  );
}
