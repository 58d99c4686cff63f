import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useBrand } from '../brand/brand-provider';
import { brands, type BrandCode } from '../brand/brands';

export interface SuiteApp {
  code: BrandCode;
  href: string;
}

/** The other apps of the suite, as a grid of their icons; the addresses come from the app parameters. */
export function SuiteMenu(props: { apps: SuiteApp[] }) {
  const brand = useBrand();
  const grid = (
    <nav aria-label="Aplicaciones" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 88px)', gap: 8 }}>
      {props.apps.map(({ code, href }) => (
        <a
          key={code}
          href={href}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, padding: '10px 4px', borderRadius: 8 }}
        >
          <img src={brands[code].favicon} alt="" width={36} height={36} />
          <Typography.Text style={{ fontSize: 12 }}>{brands[code].displayName}</Typography.Text>
        </a>
      ))}
    </nav>
  );
  return (
    <Popover content={grid} trigger="click" placement="bottomLeft" arrow={false}>
      <Button
        type="text"
        aria-label="Aplicaciones"
        data-testid="suite-menu"
        icon={<AppstoreOutlined style={{ fontSize: 20 }} />}
        style={{ color: brand.headerText }}
      />
    </Popover>
  );
}
