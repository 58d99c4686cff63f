import { Badge, Button, Card, Typography, theme } from 'antd';
import { useState } from 'react';
import { ALERT_FILL } from '../brand/antd-theme';
import { Countdown } from '../countdown/countdown';
import { useRenderHints } from '../server-render/render-hints';
import { formatCop } from '../format/format-money';

export const OFFER_LABEL = 'OFERTA';
export const OFFER_BUY_NOW = '¡COMPRAR YA!';
export const OFFER_ENDS_IN = 'Oferta finaliza en';
export const OFFER_ENDED = 'Oferta finalizada';

/**
 * The validity line of a package (storefront.md §2): validity type I (unlimited) reads "Vigencia ilimitada",
 * any other "Valido por" and the period ("Valido por 1 año").
 */
export function packageValidityLine(validityTypeId: string, validityPeriodDescription: string): string {
  return validityTypeId === 'I' ? 'Vigencia ilimitada' : `Valido por ${validityPeriodDescription}`;
}

export interface OfferCardProps {
  name: string;
  /** PTJ shows the percentage off above the prices; both show the price struck through and the offer price. */
  offerTypeCode: 'PTJ' | 'VLR';
  /** The percentage for PTJ. */
  totalOffer: number;
  /** Price before the offer, IVA included. */
  price: number;
  /** Price with the offer, IVA included. */
  offerPrice: number;
  /** The validity line, see packageValidityLine. */
  validity: string;
  imageUrl?: string | null;
  /** When the offer ends: a countdown runs until then; afterwards the card says "Oferta finalizada". */
  expiresAt?: string | Date | null;
  onBuy: () => void;
  /** The purchase started: the button spins and takes no second click. */
  buying?: boolean;
}

/** An offer of the home catalogue: label, discount, name, validity, countdown and "¡COMPRAR YA!". */
export function OfferCard(props: OfferCardProps) {
  const { token } = theme.useToken();
  const expiresAt = props.expiresAt ?? null;
  const renderedAt = useRenderHints().now;
  const [ended, setEnded] = useState(() => expiresAt !== null && !(new Date(expiresAt).getTime() > (renderedAt ?? Date.now())));

  return (
    <Badge.Ribbon text={OFFER_LABEL} color={ALERT_FILL} placement="start">
      <Card
        data-testid="offer-card"
        style={{ height: '100%', overflow: 'hidden' }}
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, alignItems: 'center', textAlign: 'center' } }}
        cover={
          props.imageUrl ? (
            <img src={props.imageUrl} alt={props.name} style={{ height: 140, objectFit: 'cover', borderRadius: 0 }} />
          ) : undefined
        }
      >
        <div style={{ marginTop: props.imageUrl ? 0 : 24 }}>
          {props.offerTypeCode === 'PTJ' && (
            <Typography.Text strong style={{ fontSize: 40, lineHeight: 1.1, color: token.colorError }}>
              -{props.totalOffer}%
            </Typography.Text>
          )}
          {/* Both kinds show the price struck through and the offer price (PTJ once showed no struck price). */}
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <Typography.Text delete type="secondary" data-testid="offer-struck-price">
              {formatCop(props.price)}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: props.offerTypeCode === 'PTJ' ? 22 : 28, lineHeight: 1.2, color: token.colorError }}>
              {formatCop(props.offerPrice)}
            </Typography.Text>
          </div>
        </div>
        {/* A card's name is the heading under its section's (h2): an h3 drawn at the h4 size. */}
        <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
          {props.name}
        </Typography.Title>
        <Typography.Text type="secondary">{props.validity}</Typography.Text>
        {ended ? (
          <Typography.Text strong type="secondary">
            {OFFER_ENDED}
          </Typography.Text>
        ) : (
          expiresAt !== null && <Countdown until={expiresAt} title={OFFER_ENDS_IN} onFinish={() => setEnded(true)} />
        )}
        <Button
          type="primary"
          size="large"
          block
          disabled={ended}
          loading={props.buying}
          onClick={props.onBuy}
          // antd fades a busy button to 65 %, leaving its text at 3.3:1; the spinner already says it is busy.
          style={{ marginTop: 'auto', opacity: 1 }}
        >
          {OFFER_BUY_NOW}
        </Button>
      </Card>
    </Badge.Ribbon>
  );
}
