import { render, screen, waitFor } from '@testing-library/react';
import { DatePicker, Form, Modal, Radio, Result, Select, Tabs, Typography } from 'antd';
import { BrandProvider } from '../brand/brand-provider';
import { accessibleColoursOf } from '../brand/antd-theme';
import { brands } from '../brand/brands';
import { AntdTestStyles } from '../testing/antd-test-styles';
import { axeViolations } from '../testing/axe-violations';

function RequiredControls() {
  return (
    <Form>
      <Form.Item name="type" label="Tipo de paquete" rules={[{ required: true }]}>
        <Select options={[{ value: 1, label: 'Base' }]} />
      </Form.Item>
      <Form.Item name="start" label="Fecha de inicio" rules={[{ required: true }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="kind" label="Tipo de oferta" rules={[{ required: true }]}>
        <Radio.Group options={[{ value: 'P', label: 'Porcentaje' }]} />
      </Form.Item>
    </Form>
  );
}

function TitlelessDialog({ heading, result = false }: { heading: string; result?: boolean }) {
  return (
    <AntdTestStyles>
      <BrandProvider brand={brands.license}>
        <Modal open footer={null}>
          {result ? <Result title={heading} /> : <Typography.Title level={4}>{heading}</Typography.Title>}
        </Modal>
      </BrandProvider>
    </AntdTestStyles>
  );
}

describe('the brand provider’s accessibility repairs', () => {
  it('leaves aria-required on the inputs of required selects and date pickers, and gives radio groups their role', async () => {
    const { container } = render(
      <AntdTestStyles>
        <BrandProvider brand={brands.license}>
          <RequiredControls />
        </BrandProvider>
      </AntdTestStyles>,
    );
    await waitFor(() => expect(container.querySelector('.ant-select[aria-required]')).toBeNull());
    expect(container.querySelector('.ant-picker[aria-required]')).toBeNull();
    expect(container.querySelector('.ant-radio-group')).toHaveAttribute('role', 'radiogroup');
    expect(screen.getByRole('combobox', { name: 'Tipo de paquete' })).toHaveAttribute('aria-required', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names a dialog without a title by its own heading, and renames it when its content changes', async () => {
    const { rerender } = render(<TitlelessDialog heading="Solo falta una comprobación más!" />);
    expect(await screen.findByRole('dialog', { name: 'Solo falta una comprobación más!' })).toBeInTheDocument();
    rerender(<TitlelessDialog heading="¡Verificación Exitosa!" result />);
    expect(await screen.findByRole('dialog', { name: '¡Verificación Exitosa!' })).toBeInTheDocument();
  });

  it('draws the keyboard focus in the brand’s focus colour', () => {
    render(
      <BrandProvider brand={brands.colfactura}>
        <a href="/">Inicio</a>
      </BrandProvider>,
    );
    const style = document.getElementById('brand-focus-ring');
    expect(style?.textContent).toContain(`outline: 2px solid ${accessibleColoursOf(brands.colfactura).focus} !important`);
    // Not on text fields, whose antd box shows the focus already (no second box inside it).
    expect(style?.textContent).toMatch(/^:focus-visible:not\(input\):not\(textarea\) \{/);
  });

  it('gives the tablist role to the list of tabs, not to the nav that also holds the overflow button', async () => {
    const { container } = render(
      <AntdTestStyles>
        <BrandProvider brand={brands.license}>
          <Tabs
            items={[
              { key: 'a', label: 'Paquetes', children: 'Lista' },
              { key: 'b', label: 'Configurar paquetes', children: 'Configuración' },
            ]}
          />
        </BrandProvider>
      </AntdTestStyles>,
    );
    await waitFor(() => expect(container.querySelector('.ant-tabs-nav')).not.toHaveAttribute('role'));
    expect(container.querySelector('.ant-tabs-nav-list')).toHaveAttribute('role', 'tablist');
    expect(screen.getByRole('tablist')).toContainElement(screen.getByRole('tab', { name: 'Configurar paquetes' }));
    expect(container.querySelector('.ant-tabs-nav-more')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves aria-selected to the screen readers’ options of an open select, not the drawn ones', async () => {
    render(
      <AntdTestStyles>
        <BrandProvider brand={brands.license}>
          <Select
            open
            aria-label="Plan"
            value={1}
            options={[
              { value: 1, label: 'Base' },
              { value: 2, label: 'Pro' },
            ]}
          />
        </BrandProvider>
      </AntdTestStyles>,
    );
    const drawn = await waitFor(() => {
      const options = Array.from(document.querySelectorAll('.ant-select-item'));
      expect(options).toHaveLength(2);
      return options;
    });
    await waitFor(() => expect(drawn.filter((option) => option.hasAttribute('aria-selected'))).toEqual([]));
    expect(screen.getByRole('option', { name: 'Base' })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
