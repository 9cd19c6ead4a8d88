import {
  COMPANY_MESSAGES,
  DEFAULT_INVOICE_PREFIX,
  findIndianState,
  GST_MESSAGES,
  GSTIN_FORMAT,
  INVOICE_PREFIX,
  isInvoicePrefix,
  REGISTRATION_TYPES,
  type RegistrationType,
  isValidGstin,
  MAX_COMPANY_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_COMPANY_PHONE_LENGTH,
  MAX_COMPANY_PINCODE_LENGTH,
} from '@satchel/shared';
import { Checks, IsIndianState, MaxChars } from '../../../common/http/validation';
import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, ValidateBy, ValidateIf } from 'class-validator';
import { FormBoolean } from '../../../common/http/multipart-fields';
import { Trim } from '../../../common/http/transforms';
import { ImageDto } from '../../media/upload.dto';
import { CompanyDetails } from '../company-details.entity';

export class CompanyDetailsFormDto {
  @ApiProperty({ example: 'Satchel' })
  @Trim()
  @Checks(
    IsString({ message: COMPANY_MESSAGES.nameRequired }),
    IsNotEmpty({ message: COMPANY_MESSAGES.nameRequired }),
    MaxChars(MAX_COMPANY_NAME_LENGTH, { message: COMPANY_MESSAGES.nameTooLong }),
  )
  name!: string;

  @ApiPropertyOptional({ example: 'hello@satchel.in' })
  @Trim()
  @Checks(
    IsOptional(),
    ValidateIf((form: CompanyDetailsFormDto) => form.email !== ''),
    IsEmail({}, { message: COMPANY_MESSAGES.emailFormat }),
    MaxChars(254),
  )
  email?: string;

  @ApiPropertyOptional({ example: '9876543210', maxLength: MAX_COMPANY_PHONE_LENGTH })
  @Trim()
  @Checks(IsOptional(), IsString(), MaxChars(MAX_COMPANY_PHONE_LENGTH, { message: COMPANY_MESSAGES.phoneTooLong }))
  phone?: string;

  @ApiPropertyOptional({ example: '14 Linking Road, Bandra West, Mumbai, Maharashtra' })
  @Trim()
  @Checks(IsOptional(), IsString(), MaxChars(MAX_COMPANY_ADDRESS_LENGTH, { message: COMPANY_MESSAGES.addressTooLong }))
  address?: string;

  @ApiPropertyOptional({ example: '400050', maxLength: MAX_COMPANY_PINCODE_LENGTH })
  @Trim()
  @Checks(IsOptional(), IsString(), MaxChars(MAX_COMPANY_PINCODE_LENGTH, { message: COMPANY_MESSAGES.pincodeTooLong }))
  pincode?: string;

  @ApiPropertyOptional({
    example: '27AAPFU0939F1ZV',
    pattern: GSTIN_FORMAT.source,
    description:
      'The GST identification number printed on invoices; empty for none. Checked by its format and check character',
  })
  @Trim()
  @Checks(
    IsOptional(),
    ValidateIf((form: CompanyDetailsFormDto) => form.gstin !== ''),
    ValidateBy(
      {
        name: 'isGstin',
        validator: { validate: (value: unknown) => typeof value === 'string' && isValidGstin(value) },
      },
      { message: COMPANY_MESSAGES.gstinInvalid },
    ),
  )
  gstin?: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'Maharashtra',
    description:
      'The state or union territory the business is registered in: its name or GST state code, any case; empty for none',
  })
  @Transform(({ value }) => (value === '' ? null : value))
  @Checks(IsOptional(), IsIndianState())
  state?: string | null;

  @ApiPropertyOptional({
    enum: REGISTRATION_TYPES,
    description: 'How the business is registered for GST: only REGULAR (with a GSTIN and a state) charges GST',
  })
  @Checks(
    IsOptional(),
    IsIn(REGISTRATION_TYPES, { message: `registrationType must be one of ${REGISTRATION_TYPES.join(', ')}` }),
  )
  registrationType?: RegistrationType;

  @ApiPropertyOptional({
    example: 'INV',
    pattern: INVOICE_PREFIX.source,
    description: 'The series tax invoices are numbered in',
  })
  @Trim()
  @Checks(
    IsOptional(),
    ValidateBy(
      { name: 'isInvoicePrefix', validator: { validate: isInvoicePrefix } },
      { message: GST_MESSAGES.invoicePrefixFormat },
    ),
  )
  invoicePrefix?: string;

  @ApiPropertyOptional({
    type: 'boolean',
    description: 'true removes the logo: the storefront shows the shop name instead (ignored when a new logo is sent)',
  })
  @FormBoolean()
  @Checks(IsOptional(), IsBoolean({ message: 'removeLogo must be true or false' }))
  removeLogo?: boolean;
}

export class CompanyDetailsFormSchema extends CompanyDetailsFormDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'A new logo: PNG, JPEG, WebP, GIF, or SVG (drawn to a PNG when saved)',
  })
  logo?: unknown;
}

export class CompanyDetailsDto {
  @ApiProperty({ example: 'Satchel', description: 'Empty until the admin has saved the details' })
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  phone!: string;

  @ApiProperty()
  address!: string;

  @ApiProperty()
  pincode!: string;

  @ApiProperty({ example: '27AAPFU0939F1ZV', description: 'Empty when the shop has none' })
  gstin!: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'Maharashtra', description: 'Null until chosen' })
  state!: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '27', description: "The state's GST code" })
  stateCode!: string | null;

  @ApiProperty({ enum: REGISTRATION_TYPES })
  registrationType!: RegistrationType;

  @ApiProperty({ example: 'INV' })
  invoicePrefix!: string;

  @ApiProperty({ type: 'string', nullable: true, example: '/uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.png' })
  logoUrl!: string | null;

  @ApiProperty({ type: ImageDto, nullable: true, description: 'The logo with its renditions' })
  logo!: ImageDto | null;

  static of(details: CompanyDetails | null): CompanyDetailsDto {
    const logo = details?.logo ? ImageDto.of(details.logo) : null;
    return {
      name: details?.name ?? '',
      email: details?.email ?? '',
      phone: details?.phone ?? '',
      address: details?.address ?? '',
      pincode: details?.pincode ?? '',
      gstin: details?.gstin ?? '',
      state: (details?.stateCode && findIndianState(details.stateCode)?.name) || null,
      stateCode: details?.stateCode ?? null,
      registrationType: details?.registrationType ?? 'REGULAR',
      invoicePrefix: details?.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
      logoUrl: logo?.url ?? null,
      logo,
    };
  }
}
