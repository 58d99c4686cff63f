import { Alert, Empty, Flex, Modal, Spin } from 'antd';
import { useMemo } from 'react';
import type { StorefrontPackage } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { CardCarousel, MY_PLAN_TEXTS, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useCart } from '../../cart';
import {
  getPackagesByServiceName,
  StorefrontPackageCard,
  type PackageActions,
  CATALOGUE_LOAD_FAILED,
  usePackageActions,
} from '../../catalogue';

type PackagesState = { kind: 'loading' } | { kind: 'loaded'; packages: StorefrontPackage[] } | { kind: 'failed'; message: string };

export interface ComplementaryPackagesModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Paquetes complementarios" (storefront.md §2 My plan): the brand's complementary packages from the home
 * catalogue's call, two rows of two a slide; their buttons add to the cart as on the home page (the modal
 * closes first so the cart or the purchase shows).
 */
export function ComplementaryPackagesModal({ open, onClose }: ComplementaryPackagesModalProps) {
  const { client, appName } = useStorefront();
  const { rememberCatalogue } = useCart();
  const homeActions = usePackageActions();
  const complementary = useRemote(
    [client, appName, rememberCatalogue],
    (signal) =>
      getPackagesByServiceName(client, appName).then((catalogue) => {
        if (!signal.aborted) rememberCatalogue(catalogue);
        return catalogue.complementary;
      }),
    { enabled: open },
  );
  const state: PackagesState = complementary.loading
    ? { kind: 'loading' }
    : complementary.error !== null
      ? {
          kind: 'failed',
          message: complementary.error instanceof ApiError ? complementary.error.statusMessage : CATALOGUE_LOAD_FAILED,
        }
      : { kind: 'loaded', packages: complementary.data ?? [] };

  const actions = useMemo<PackageActions>(
    () => ({
      pendingId: homeActions.pendingId,
      onBuyNow: (pkg) => {
        onClose();
        homeActions.onBuyNow(pkg);
      },
      onAddToCart: (pkg) => {
        onClose();
        homeActions.onAddToCart(pkg);
      },
    }),
    [homeActions, onClose],
  );

  let content;
  if (state.kind === 'loading') {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  } else if (state.kind === 'failed') {
    content = <Alert type="error" showIcon message={state.message} />;
  } else if (state.packages.length === 0) {
    content = <Empty description={MY_PLAN_TEXTS.noInformation} />;
  } else {
    content = (
      <CardCarousel
        items={state.packages}
        perPage={2}
        rows={2}
        stretch={false}
        itemKey={(pkg) => pkg.packageId}
        renderItem={(pkg) => <StorefrontPackageCard pkg={pkg} actions={actions} />}
      />
    );
  }

  return (
    <Modal open={open} title={MY_PLAN_TEXTS.complementaryPackages} footer={null} width={820} centered destroyOnHidden onCancel={onClose}>
      <div data-testid="complementary-packages">{content}</div>
    </Modal>
  );
}
