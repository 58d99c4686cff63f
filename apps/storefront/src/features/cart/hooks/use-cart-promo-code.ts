import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import type { PromoCodeValidation } from '@lic/shared-api-types';
import { cartHasFreePackage, type CartPromotion } from '@lic/shared-rules';
import { ApiError, type ApiClient } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { validatePromotionCode } from '../api/validate-promotion-code';
import { packagesToPurchase, type CartItemEntry } from '../cart-item';
import type { CartState, CartStateUpdate } from '../cart-state';
import { CART_FEATURE_MESSAGES } from '../cart.messages';

function toPromotion(validation: PromoCodeValidation): CartPromotion {
  return {
    promotionCode: validation.promotionCode,
    offerTypeCode: validation.offerTypeCode,
    offerValue: validation.offerValue,
    applyTotalPurchase: validation.applyTotalPurchase,
    packageIds: validation.packageIds,
  };
}

const promoErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status !== 400 ? error.statusMessage : CART_FEATURE_MESSAGES.promoNotApplicable;

export interface CartPromoCodeInput {
  client: ApiClient;
  appName: string;
  signedIn: boolean;
  latest: MutableRefObject<CartState>;
  commit: CartStateUpdate;
  whenReady: Promise<void>;
}

export interface CartPromoCode {
  /** A promo code is being validated ("Cargando"). */
  promoLoading: boolean;
  /** The applied code is being validated again after a change ("Procesando..."). */
  repricing: boolean;
  /** Validates and applies a promo code; resolves whether it is applied. */
  applyPromo: (code: string) => Promise<boolean>;
  /** After a change, the applied code is validated again for the new cart (storefront.md §4). */
  reapplyPromo: (entries: readonly CartItemEntry[]) => Promise<void>;
  /** The cart was replaced: an answer still awaited no longer counts. */
  ignorePendingValidation: () => void;
  /** The cart was emptied or forgotten: an answer still awaited no longer counts, and no repricing shows. */
  stopValidation: () => void;
}

/** The cart's promo code: validated by the server for the cart as it is, and again after each change. */
export function useCartPromoCode({ client, appName, signedIn, latest, commit, whenReady }: CartPromoCodeInput): CartPromoCode {
  const [promoLoading, setPromoLoading] = useState(false);
  const [repricing, setRepricing] = useState(false);
  // Only the answer to the latest validation counts.
  const promoSequence = useRef(0);

  const validationRequest = useCallback(
    (code: string, entries: readonly CartItemEntry[]) => ({
      promoCode: code,
      ValidPromoCodes: latest.current.validPromoCodes,
      PackagesInCart: packagesToPurchase(entries),
      customerRegistered: signedIn,
      appName,
    }),
    [appName, signedIn, latest],
  );

  const reapplyPromo = useCallback(
    async (entries: readonly CartItemEntry[]) => {
      const applied = latest.current.promo;
      if (!applied || entries.length === 0) return;
      const sequence = ++promoSequence.current;
      if (cartHasFreePackage(entries)) {
        commit((current) => ({ ...current, promo: null }));
        notify.error(CART_FEATURE_MESSAGES.promoNotApplicable);
        return;
      }
      setRepricing(true);
      try {
        const validation = await validatePromotionCode(client, validationRequest(applied.code, entries));
        if (sequence !== promoSequence.current) return;
        commit((current) => ({ ...current, promo: { code: applied.code, promotion: toPromotion(validation) } }));
      } catch (error) {
        if (sequence !== promoSequence.current) return;
        commit((current) => ({ ...current, promo: null }));
        notify.error(promoErrorMessage(error));
      } finally {
        if (sequence === promoSequence.current) setRepricing(false);
      }
    },
    [client, commit, latest, validationRequest],
  );

  const applyPromo = useCallback(
    async (code: string) => {
      await whenReady;
      const trimmed = code.trim();
      const { entries, promo } = latest.current;
      if (trimmed === '' || entries.length === 0) return false;
      if (promo?.code === trimmed) return true;
      if (cartHasFreePackage(entries)) {
        notify.error(CART_FEATURE_MESSAGES.promoNotApplicable);
        return false;
      }
      const sequence = ++promoSequence.current;
      setPromoLoading(true);
      try {
        const validation = await validatePromotionCode(client, validationRequest(trimmed, entries));
        if (sequence !== promoSequence.current) return false;
        commit((current) => ({
          ...current,
          promo: { code: trimmed, promotion: toPromotion(validation) },
          validPromoCodes: current.validPromoCodes.includes(trimmed) ? current.validPromoCodes : [...current.validPromoCodes, trimmed],
        }));
        notify.success(CART_FEATURE_MESSAGES.promoApplied);
        return true;
      } catch (error) {
        if (sequence === promoSequence.current) notify.error(promoErrorMessage(error));
        return false;
      } finally {
        setPromoLoading(false);
      }
    },
    [client, commit, latest, whenReady, validationRequest],
  );

  const ignorePendingValidation = useCallback(() => {
    promoSequence.current += 1;
  }, []);

  const stopValidation = useCallback(() => {
    promoSequence.current += 1;
    setRepricing(false);
  }, []);

  return { promoLoading, repricing, applyPromo, reapplyPromo, ignorePendingValidation, stopValidation };
}
