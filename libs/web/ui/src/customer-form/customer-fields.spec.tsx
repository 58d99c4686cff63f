import { jest } from '@jest/globals';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { MESSAGES, nitCheckDigit } from '@lic/shared-rules';
import { BrandProvider } from '../brand/brand-provider';
import { brands } from '../brand/brands';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { axeViolations } from '../testing/axe-violations';
import { sampleAddresses, sampleDepartments, sampleDocumentTypes } from './customer-form.fixtures';
import { CUSTOMER_LABELS, CustomerFields, type CustomerFieldsProps } from './customer-fields';
import { TermsCheckbox } from './terms-checkbox';
import type { CustomerValues } from './customer-values';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

interface Values {
  service: CustomerValues;
  legalTermsCheck?: boolean;
}

function renderFields(props: Partial<CustomerFieldsProps> = {}, initial: Partial<Values> = {}) {
  const onFinish = jest.fn<(values: Values) => void>();
  render(
    <AntdTestStyles>
      <BrandProvider brand={brands.colfactura}>
        <Form<Values> layout="vertical" initialValues={initial} onFinish={onFinish}>
          <CustomerFields
            name="service"
            documentTypes={sampleDocumentTypes}
            departments={sampleDepartments}
            legalRepresentativeDocumentTypeIds={[1, 2, 6]}
            {...props}
          />
          <TermsCheckbox policyUrl="https://example.com/politica" termsUrl="https://example.com/terminos" />
          <Button htmlType="submit">Enviar</Button>
        </Form>
      </BrandProvider>
    </AntdTestStyles>,
  );
  return { onFinish };
}

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

const item = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('CustomerFields', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('forces a NIT for a legal person, shows the legal data and clears them when switching back', async () => {
    renderFields();
    await user.click(screen.getByRole('radio', { name: CUSTOMER_LABELS.legalPerson }));

    expect(screen.getByRole('combobox', { name: CUSTOMER_LABELS.documentType })).toBeDisabled();
    expect(item(CUSTOMER_LABELS.documentType)).toHaveTextContent('NIT');
    expect(screen.getByLabelText(CUSTOMER_LABELS.legalName)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_LABELS.legalRepresentative)).toBeInTheDocument();
    expect(screen.queryByLabelText(CUSTOMER_LABELS.firstName)).toBeNull();
    await fill(CUSTOMER_LABELS.documentNumber, '900123456');
    await fill(CUSTOMER_LABELS.legalName, 'Comercializadora Andina SAS');

    await user.click(screen.getByRole('radio', { name: CUSTOMER_LABELS.naturalPerson }));

    expect(screen.getByLabelText(CUSTOMER_LABELS.documentNumber)).toHaveValue('');
    expect(screen.queryByLabelText(CUSTOMER_LABELS.legalName)).toBeNull();
    expect(screen.queryByText(CUSTOMER_LABELS.legalRepresentative)).toBeNull();
    expect(screen.getByLabelText(CUSTOMER_LABELS.firstName)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: CUSTOMER_LABELS.documentType })).toBeEnabled();
  });

  it('names the person-type group and gives it a role that allows its required and invalid states', async () => {
    renderFields();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const group = screen.getByRole('radiogroup', { name: CUSTOMER_LABELS.personType });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(await axeViolations(group.closest('.ant-form-item') as HTMLElement)).toEqual([]);
  });

  it('shows the NIT check digit once the NIT has more than 5 digits', async () => {
    renderFields({}, { service: { personType: 'J', documentTypeId: 4 } });

    await fill(CUSTOMER_LABELS.documentNumber, '90012');
    expect(screen.getByLabelText(CUSTOMER_LABELS.checkDigit)).toHaveValue('');
    await fill(CUSTOMER_LABELS.documentNumber, '900 12a3456');

    expect(screen.getByLabelText(CUSTOMER_LABELS.documentNumber)).toHaveValue('900123456');
    expect(screen.getByLabelText(CUSTOMER_LABELS.checkDigit)).toHaveValue(String(nitCheckDigit('900123456')));
    expect(screen.getByLabelText(CUSTOMER_LABELS.checkDigit)).toHaveAttribute('readonly');
  });

  it('keeps letters only in a passport number', async () => {
    renderFields({}, { service: { personType: 'N', documentTypeId: 6 } });
    await fill(CUSTOMER_LABELS.documentNumber, 'AB 12-34');
    expect(screen.getByLabelText(CUSTOMER_LABELS.documentNumber)).toHaveValue('AB1234');
  });

  it('offers the PPT beside CE and passport to a natural person, and keeps only digits in its number', async () => {
    renderFields({}, { service: { personType: 'N' } });
    await user.click(screen.getByRole('combobox', { name: CUSTOMER_LABELS.documentType }));
    for (const type of ['Cédula de ciudadanía', 'Cédula de extranjería', 'NIT', 'Pasaporte', 'Permiso por protección temporal']) {
      expect(await screen.findByTitle(type)).toBeInTheDocument();
    }
    await user.click(screen.getByTitle('Permiso por protección temporal'));
    await fill(CUSTOMER_LABELS.documentNumber, 'PPT 488-9527');
    expect(screen.getByLabelText(CUSTOMER_LABELS.documentNumber)).toHaveValue('4889527');
  });

  it('offers the PPT to the legal representative where CE and passport are offered', async () => {
    renderFields({ legalRepresentativeDocumentTypeIds: [1, 2, 6, 14] }, { service: { personType: 'J', documentTypeId: 4 } });
    await user.click(screen.getByRole('combobox', { name: CUSTOMER_LABELS.legalDocumentType }));
    expect(await screen.findByTitle('Permiso por protección temporal')).toBeInTheDocument();
    expect(screen.getByTitle('Cédula de extranjería')).toBeInTheDocument();
  });

  it('rejects a legal representative document equal to the NIT', async () => {
    renderFields({}, { service: { personType: 'J', documentTypeId: 4, legalDocumentTypeId: 1 } });
    await fill(CUSTOMER_LABELS.documentNumber, '900123456');
    await fill(CUSTOMER_LABELS.legalDocumentNumber, '900123456');

    expect(await within(item(CUSTOMER_LABELS.legalDocumentNumber)).findByText(MESSAGES.documentsMustDiffer)).toBeInTheDocument();
    await fill(CUSTOMER_LABELS.legalDocumentNumber, '1020304050');
    await waitFor(() => expect(within(item(CUSTOMER_LABELS.legalDocumentNumber)).queryByText(MESSAGES.documentsMustDiffer)).toBeNull());
  });

  it('offers only the given document types to the legal representative', async () => {
    renderFields({ legalRepresentativeDocumentTypeIds: [1] }, { service: { personType: 'J', documentTypeId: 4 } });
    await user.click(screen.getByRole('combobox', { name: CUSTOMER_LABELS.legalDocumentType }));
    expect(await screen.findByTitle('Cédula de ciudadanía')).toBeInTheDocument();
    expect(screen.queryByTitle('Cédula de extranjería')).toBeNull();
  });

  it('fills the legal name registered for the NIT when the document field is left', async () => {
    const lookupLegalName = jest.fn(async () => 'Comercializadora Andina S.A.S.');
    renderFields({ lookupLegalName }, { service: { personType: 'J', documentTypeId: 4 } });

    await fill(CUSTOMER_LABELS.documentNumber, '900123456');
    await user.click(screen.getByLabelText(CUSTOMER_LABELS.phone));

    await waitFor(() => expect(screen.getByLabelText(CUSTOMER_LABELS.legalName)).toHaveValue('Comercializadora Andina S.A.S.'));
    expect(lookupLegalName).toHaveBeenCalledWith(4, '900123456');
  });

  it('says "Número de documento no registrado" in restricted mode when the look-up does not know the NIT, without blocking', async () => {
    const lookupLegalName = jest.fn(async () => null);
    renderFields({ lookupLegalName, restrictedLookup: true }, { service: { personType: 'J', documentTypeId: 4 } });

    await fill(CUSTOMER_LABELS.documentNumber, '900123456');
    await user.click(screen.getByLabelText(CUSTOMER_LABELS.phone));
    expect(await within(item(CUSTOMER_LABELS.documentNumber)).findByText('Número de documento no registrado')).toBeInTheDocument();
    expect(item(CUSTOMER_LABELS.documentNumber)).toHaveClass('ant-form-item-has-warning');

    await fill(CUSTOMER_LABELS.documentNumber, '900123457');
    await waitFor(() => expect(within(item(CUSTOMER_LABELS.documentNumber)).queryByText('Número de documento no registrado')).toBeNull());
  });

  it('says nothing of an unknown NIT outside restricted mode, nor when the look-up fails', async () => {
    const lookupLegalName = jest.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('red'));
    renderFields({ lookupLegalName }, { service: { personType: 'J', documentTypeId: 4 } });
    await fill(CUSTOMER_LABELS.documentNumber, '900123456');
    await user.click(screen.getByLabelText(CUSTOMER_LABELS.phone));
    await waitFor(() => expect(lookupLegalName).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Número de documento no registrado')).toBeNull();
  });

  it('suggests addresses, keeps the chosen coordinates and preselects the recognised municipality', async () => {
    const searchAddress = jest.fn(async () => sampleAddresses);
    const { onFinish } = renderFields(
      { searchAddress, legalRepresentativeDocumentTypeIds: undefined },
      {
        service: {
          personType: 'N',
          documentTypeId: 1,
          documentNumber: '1020304050',
          firstName: 'Ana',
          lastName: 'Pérez',
          cellphoneNumber: '3001234567',
          email: 'ana.perez@example.com',
        },
        legalTermsCheck: true,
      },
    );

    await fill(CUSTOMER_LABELS.address, 'Calle 10');
    await user.click(await screen.findByText('Calle 10 # 43-20, Medellín, Antioquia'));
    expect(searchAddress).toHaveBeenCalledWith('Calle 10');
    expect(screen.getByLabelText(CUSTOMER_LABELS.address)).toHaveValue('Calle 10 # 43-20');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].service).toMatchObject({
      fulladdress: 'Calle 10 # 43-20',
      addressLatGeocode: 6.2089,
      addressLngGeocode: -75.5671,
      departmentId: 5,
      cityId: 5001,
    });
  });

  it('waits for the user to stop typing before asking for suggestions', async () => {
    jest.useFakeTimers();
    const searchAddress = jest.fn(async () => sampleAddresses);
    const typing = userEvent.setup({
      delay: null,
      advanceTimers: jest.advanceTimersByTime,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    renderFields({ searchAddress });

    await typing.type(screen.getByLabelText(CUSTOMER_LABELS.address), 'Cra 7');
    expect(searchAddress).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(searchAddress).toHaveBeenCalledTimes(1);
    expect(searchAddress).toHaveBeenCalledWith('Cra 7');
  });

  it('lists the cities of the chosen department and clears the city when the department changes', async () => {
    renderFields();
    expect(screen.getByRole('combobox', { name: CUSTOMER_LABELS.city })).toBeDisabled();
    await choose(CUSTOMER_LABELS.department, 'Antioquia');
    await choose(CUSTOMER_LABELS.city, 'Bello');
    expect(item(CUSTOMER_LABELS.city)).toHaveTextContent('Bello');

    await choose(CUSTOMER_LABELS.department, 'Bogotá, D.C.');
    expect(item(CUSTOMER_LABELS.city)).not.toHaveTextContent('Bello');
  });

  it('requires the main fields, department and city, the terms, and rejects a blocked domain', async () => {
    const { onFinish } = renderFields({ blockedDomains: ['mailinator.com'] });
    await fill(CUSTOMER_LABELS.email, 'ana.perez@mailinator.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await within(item(CUSTOMER_LABELS.documentNumber)).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(within(item(CUSTOMER_LABELS.department)).getByText(MESSAGES.required)).toBeInTheDocument();
    expect(within(item(CUSTOMER_LABELS.city)).getByText(MESSAGES.required)).toBeInTheDocument();
    expect(within(item(CUSTOMER_LABELS.email)).getByText(MESSAGES.emailDomainBlocked)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.terms)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('links the policy and the terms', () => {
    renderFields();
    expect(screen.getByRole('link', { name: 'Política de Tratamiento de Datos Personales' })).toHaveAttribute(
      'href',
      'https://example.com/politica',
    );
    expect(screen.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', 'https://example.com/terminos');
  });

  it('asks nothing when the block is optional and empty', async () => {
    const { onFinish } = renderFields({ required: false }, { legalTermsCheck: true });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });
});
