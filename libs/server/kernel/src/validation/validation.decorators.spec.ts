import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { useContainer, validate } from 'class-validator';
import { LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS } from '@lic/shared-rules';
import { IsAddress, IsAdditionalInfo } from './address.decorators';
import { AllowedEmailDomainConstraint, BLOCKED_EMAIL_DOMAINS, type BlockedEmailDomainsSource } from './allowed-email-domain.constraint';
import { IsDifferentDocument, IsDocumentNumber, NormalizeDocumentNumber } from './document-number.decorators';
import { IsDocumentTypeForPerson, IsDocumentTypeIn } from './document-type.decorators';
import { IsEmailAddress } from './email-address.decorator';
import { IsLegalName, IsPersonName } from './name.decorators';
import { IsCartQuantity, IsIntegerInRange, IsNumeric, IsPercentage } from './number.decorators';
import { IsOfferValue } from './offer-value.decorator';
import { IsPhone } from './phone.decorator';
import { Required } from './required.decorator';
import { AcceptsTerms } from './terms.decorator';
import { IsAlphanumeric, IsCartPromoCode, IsFreeText, IsLetters, MaxChars } from './text.decorators';
import { IsValidationCode } from './validation-code.decorator';

class PurchaseCustomerDto {
  @Required() readonly personType: string;
  @Required() @IsDocumentTypeForPerson('personType') readonly documentTypeId: number;
  @Required() @NormalizeDocumentNumber() @IsDocumentNumber('documentTypeId', 'personType') readonly documentNumber: string;
  @IsLegalName() readonly legalName?: string;
  @Required() @IsPersonName() readonly firstName: string;
  @Required() @IsPersonName() readonly lastName: string;
  @Required() @IsPhone({ mobile: true }) readonly cellphoneNumber: string;
  @Required() @IsEmailAddress() readonly email: string;
  @Required() @IsAddress() readonly fulladdress: string;
  @Required() readonly departmentId: number;
  @IsAdditionalInfo() readonly additionalInfo?: string;
  @IsDocumentTypeIn(LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS) readonly legalDocumentTypeId?: number;
  @IsDifferentDocument('documentNumber') readonly legalDocumentNumber?: string;
  @AcceptsTerms() readonly legalTermsCheck: boolean;
}

const validCustomer = {
  personType: 'J',
  documentTypeId: 4,
  documentNumber: '899999068',
  legalName: 'Ecopetrol S.A.',
  firstName: 'María José',
  lastName: 'Núñez',
  cellphoneNumber: '3001234567',
  email: 'compras@ecopetrol.com.co',
  fulladdress: 'Carrera 13 # 36-24',
  departmentId: 11,
  additionalInfo: 'Piso 2',
  legalDocumentTypeId: 1,
  legalDocumentNumber: '1020304050',
  legalTermsCheck: true,
};

/** Messages per property, in any order, for exact comparison. */
async function messagesOf<T extends object>(type: new () => T, plain: Record<string, unknown>): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(type, plain));
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {}).sort()]));
}

describe('validation decorators on a purchase customer', () => {
  it('accept a valid customer', async () => {
    expect(await messagesOf(PurchaseCustomerDto, validCustomer)).toEqual({});
  });

  it('remove the spaces of the document number before checking it', async () => {
    const dto = plainToInstance(PurchaseCustomerDto, { ...validCustomer, documentNumber: ' 899 999 068 ' });
    expect(dto.documentNumber).toBe('899999068');
    expect(await validate(dto)).toEqual([]);
  });

  it('report every required field with its message', async () => {
    expect(await messagesOf(PurchaseCustomerDto, { legalTermsCheck: true })).toEqual({
      personType: ['Campo obligatorio'],
      documentTypeId: ['Campo obligatorio'],
      documentNumber: ['Campo obligatorio'],
      firstName: ['Campo obligatorio'],
      lastName: ['Campo obligatorio'],
      cellphoneNumber: ['Campo obligatorio'],
      email: ['Campo obligatorio'],
      fulladdress: ['Campo obligatorio'],
      departmentId: ['Campo obligatorio'],
    });
  });

  it('report the Spanish message of each broken rule', async () => {
    const messages = await messagesOf(PurchaseCustomerDto, {
      ...validCustomer,
      documentTypeId: 1,
      documentNumber: '1234',
      legalName: '"ACME"',
      firstName: 'Al',
      lastName: 'Pérez2',
      cellphoneNumber: '6012345',
      email: 'ab@gmail.com',
      fulladdress: 'Calle 5 (sur)',
      additionalInfo: 'x'.repeat(101),
      legalDocumentTypeId: 4,
      legalTermsCheck: false,
    });
    expect(messages).toEqual({
      documentTypeId: ['Tipo de documento no permitido.'],
      documentNumber: ['El número de documento debe tener entre 5 y 15 dígitos.'],
      legalName: ['Razón social no válida: mínimo 4 caracteres; solo admite letras, números, espacios y los caracteres . & - ( )'],
      firstName: ['Solo se permiten letras, mínimo 3 caracteres.'],
      lastName: ['Solo se permiten letras, mínimo 3 caracteres.'],
      cellphoneNumber: ['Debe ingresar un número de celular válido de 10 dígitos.'],
      email: ['Debe ingresar una dirección de correo válida, mínimo 10 caracteres'],
      fulladdress: ['La dirección solo admite letras, números, espacios y los caracteres # - , .'],
      additionalInfo: ['Máximo 100 caracteres.'],
      legalDocumentTypeId: ['Tipo de documento no permitido.'],
      legalTermsCheck: ['Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.'],
    });
  });

  it('check the NIT of a legal person against 9 digits and the passport as alphanumeric', async () => {
    expect(await messagesOf(PurchaseCustomerDto, { ...validCustomer, documentNumber: '89999906' })).toEqual({
      documentNumber: ['El NIT debe tener 9 dígitos, sin dígito de verificación.'],
    });
    const naturalWithPassport = { ...validCustomer, personType: 'N', documentTypeId: 6, documentNumber: 'PA12345' };
    expect(await messagesOf(PurchaseCustomerDto, naturalWithPassport)).toEqual({});
    expect(await messagesOf(PurchaseCustomerDto, { ...naturalWithPassport, documentNumber: 'PA-1' })).toEqual({
      documentNumber: ['El número de documento debe tener entre 5 y 15 letras o números.'],
    });
  });

  it('reject a legal representative document equal to the NIT', async () => {
    expect(await messagesOf(PurchaseCustomerDto, { ...validCustomer, legalDocumentNumber: '899999068' })).toEqual({
      legalDocumentNumber: ['Nit y Número de Documento no deben ser iguales.'],
    });
  });
});

class VerifyEmailCodeDto {
  @IsValidationCode() readonly code: string;
}

class NumbersDto {
  @IsNumeric() readonly price?: string;
  @IsPercentage() readonly percentage?: number;
  @IsIntegerInRange(1, 100_000_000) readonly quantity?: number;
  @IsCartQuantity() readonly cartQuantity?: number;
}

class TextsDto {
  @IsFreeText() readonly description?: string;
  @IsLetters() readonly position?: string;
  @IsAlphanumeric() readonly code?: string;
  @MaxChars(100) readonly contractNumber?: string;
  @IsCartPromoCode() readonly promoCode?: string;
  @IsAddress({ maxLength: 200 }) readonly tenantAddress?: string;
}

class OfferDto {
  @Required() readonly offerTypeCode: string;
  @IsNumeric() readonly packagePrice: string;
  @IsOfferValue('offerTypeCode', 'packagePrice') readonly totalOffer: string;
}

describe('validation code decorator', () => {
  it('asks for the code when missing and for 6 digits otherwise', async () => {
    expect(await messagesOf(VerifyEmailCodeDto, {})).toEqual({ code: ['Ingresa el código de validación'] });
    expect(await messagesOf(VerifyEmailCodeDto, { code: '12a456' })).toEqual({
      code: ['Ingresa un código numérico de 6 caracteres.'],
    });
    expect(await messagesOf(VerifyEmailCodeDto, { code: '123456' })).toEqual({});
  });
});

describe('number decorators', () => {
  it('accept valid numbers and skip missing ones', async () => {
    expect(await messagesOf(NumbersDto, {})).toEqual({});
    expect(await messagesOf(NumbersDto, { price: '119000', percentage: 100, quantity: 5, cartQuantity: 999 })).toEqual({});
  });

  it('reject invalid numbers with their messages', async () => {
    expect(await messagesOf(NumbersDto, { price: '11.9', percentage: 101, quantity: 0, cartQuantity: 1000 })).toEqual({
      price: ['El campo debe ser numérico.'],
      percentage: ['El campo debe ser numérico y menor o igual a 100.'],
      quantity: ['Debe ser un número entero entre 1 y 100000000.'],
      cartQuantity: ['La cantidad debe estar entre 1 y 999.'],
    });
  });
});

describe('text decorators', () => {
  it('reject invalid texts with their messages', async () => {
    expect(
      await messagesOf(TextsDto, {
        description: 'Hola',
        position: 'Gerente 2',
        code: 'AB-1',
        contractNumber: 'C'.repeat(101),
        promoCode: 'P'.repeat(21),
        tenantAddress: 'a'.repeat(201),
      }),
    ).toEqual({
      description: ['Mínimo 5 caracteres, Maximo 200.'],
      position: ['El campo solo admite letras.'],
      code: ['El campo solo admite letras y números.'],
      contractNumber: ['Máximo 100 caracteres.'],
      promoCode: ['Máximo 20 caracteres.'],
      tenantAddress: ['Máximo 200 caracteres.'],
    });
  });

  it('accept valid texts', async () => {
    expect(
      await messagesOf(TextsDto, {
        description: 'Paquete anual de facturación',
        position: 'Gerente de compras',
        code: 'PROMO2025',
        contractNumber: 'CONV-2025-001',
        promoCode: 'BIENVENIDA',
        tenantAddress: 'Calle 100 # 8A-55',
      }),
    ).toEqual({});
  });
});

describe('offer value decorator', () => {
  it('compares a VLR value with the package price and a PTJ value with 100', async () => {
    expect(await messagesOf(OfferDto, { offerTypeCode: 'VLR', packagePrice: '100000', totalOffer: '80000' })).toEqual({});
    expect(await messagesOf(OfferDto, { offerTypeCode: 'VLR', packagePrice: '100000', totalOffer: '120000' })).toEqual({
      totalOffer: ['El valor total de la oferta no puede superar el valor del paquete'],
    });
    expect(await messagesOf(OfferDto, { offerTypeCode: 'PTJ', packagePrice: '100000', totalOffer: '120' })).toEqual({
      totalOffer: ['El campo debe ser numérico y menor o igual a 100.'],
    });
  });
});

class ContractCustomerDto {
  @Required() @IsEmailAddress({ checkBlockedDomains: true }) readonly email: string;
}

const blockedDomains: BlockedEmailDomainsSource = { blockedDomains: async () => ['yopmail.com'] };

@Module({
  providers: [AllowedEmailDomainConstraint, { provide: BLOCKED_EMAIL_DOMAINS, useValue: blockedDomains }],
})
class BlockedDomainsTestModule {}

describe('e-mail decorator with the blocked-domain check', () => {
  it('fails loudly when the blocked-domain provider is not wired', async () => {
    await expect(validate(plainToInstance(ContractCustomerDto, { email: 'ana@gmail.com' }))).rejects.toThrow(/BLOCKED_EMAIL_DOMAINS/);
  });

  describe('resolved through Nest', () => {
    let close: () => Promise<void>;

    beforeAll(async () => {
      const app = await NestFactory.createApplicationContext(BlockedDomainsTestModule, { logger: false });
      useContainer(app.select(BlockedDomainsTestModule), { fallbackOnErrors: true });
      close = () => app.close();
    });

    afterAll(async () => {
      await close();
    });

    it('rejects a blocked domain with its message', async () => {
      expect(await messagesOf(ContractCustomerDto, { email: 'ana@YOPMAIL.com' })).toEqual({
        email: ['El dominio de correo ingresado no es permitido.'],
      });
    });

    it('accepts an allowed domain and leaves a malformed address to the e-mail rule', async () => {
      expect(await messagesOf(ContractCustomerDto, { email: 'ana@gmail.com' })).toEqual({});
      expect(await messagesOf(ContractCustomerDto, { email: 'ab@yopmail.com' })).toEqual({
        email: ['Debe ingresar una dirección de correo válida, mínimo 10 caracteres'],
      });
      expect(await messagesOf(ContractCustomerDto, {})).toEqual({ email: ['Campo obligatorio'] });
    });
  });
});
