import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { Trim, TrimToNull } from '../../../common/http/transforms';
import { CharLength, IsOmittable, MaxChars } from '../../../common/http/validation';
import {
  ACCOUNT_MESSAGES,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MAX_TYPED_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
  passwordLengthMessage,
  shopDate,
  USERNAME,
  yearsBefore,
} from '@satchel/shared';

/** Field rules shared by registration and profile edits, so both validate alike. */

export const UsernameField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      minLength: MIN_USERNAME_LENGTH,
      maxLength: MAX_USERNAME_LENGTH,
      example: 'asha',
    }),
    ...(required ? [] : [IsOmittable()]),
    Trim(),
    IsString({ message: ACCOUNT_MESSAGES.usernameRequired }),
    CharLength(MIN_USERNAME_LENGTH, MAX_USERNAME_LENGTH, { message: ACCOUNT_MESSAGES.usernameLength }),
    Matches(USERNAME, { message: ACCOUNT_MESSAGES.usernamePattern }),
  );

export const EmailField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      format: 'email',
      maxLength: MAX_EMAIL_LENGTH,
      example: 'asha@example.com',
    }),
    ...(required ? [] : [IsOmittable()]),
    Trim(),
    IsString({ message: 'Please enter a valid email address' }),
    // Kept lower-cased (UsersService, TeamService).
    MaxChars(MAX_EMAIL_LENGTH, { message: 'Email is too long' }, (email) => email.toLowerCase()),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  );

/** The account's password as typed to confirm a change: any length a password may have (the check says whether it is right). */
export const CurrentPasswordField = (required: boolean, description?: string) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      format: 'password',
      minLength: 1,
      maxLength: MAX_TYPED_PASSWORD_LENGTH,
      description,
    }),
    ...(required ? [] : [IsOmittable()]),
    IsString({ message: ACCOUNT_MESSAGES.currentPasswordRequired }),
    IsNotEmpty({ message: ACCOUNT_MESSAGES.currentPasswordRequired }),
    MaxChars(MAX_TYPED_PASSWORD_LENGTH),
  );

export const PasswordField = (name = 'Password') =>
  applyDecorators(
    ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, format: 'password' }),
    IsString({ message: `${name} is required` }),
    CharLength(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, { message: passwordLengthMessage(name) }),
  );

export const PersonNameField = (label: string, required = false) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ maxLength: MAX_PERSON_NAME_LENGTH, example: 'Asha' }),
    ...(required ? [] : [IsOmittable()]),
    Trim(),
    IsString({ message: `${label} must be text` }),
    CharLength(1, MAX_PERSON_NAME_LENGTH, { message: `${label} must be 1 to ${MAX_PERSON_NAME_LENGTH} characters` }),
  );

export const MobileField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'string', nullable: true, example: '9876543210' }),
    TrimToNull(),
    IsOptional(),
    Matches(/^\+?[0-9]{7,14}$/, { message: 'Mobile number must be 7 to 14 digits' }),
  );

/** The terms admit adults only (docs/product.md §5). */
export const MIN_AGE_YEARS = 18;
export const DOB_TOO_YOUNG = `You must be at least ${MIN_AGE_YEARS} years old`;
export const DOB_NOT_REAL = 'Date of birth must be a real date';
/** Earlier than this is a typing slip, not a birthday. */
const EARLIEST_DOB = '1900-01-01';

/**
 * Whether a YYYY-MM-DD birthday is at least `years` years before the day in India at `now` (the
 * shop's calendar: one turning 18 is an adult from India's midnight, not UTC's). A 29 February
 * birthday comes of age on 1 March in a common year.
 */
export function isAtLeastYearsAgo(dob: string, years: number, now = new Date()): boolean {
  return dob <= yearsBefore(shopDate(now), years);
}

export const DobField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      format: 'date',
      nullable: true,
      example: '1994-05-21',
      description: `A real date, at least ${MIN_AGE_YEARS} years before today in India`,
    }),
    TrimToNull(),
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date of birth must be a date (YYYY-MM-DD)' }),
    IsISO8601({ strict: true }, { message: 'Date of birth must be a date (YYYY-MM-DD)' }),
    ValidateBy(
      { name: 'notBefore1900', validator: { validate: (value) => typeof value !== 'string' || value >= EARLIEST_DOB } },
      { message: DOB_NOT_REAL },
    ),
    ValidateBy(
      {
        name: 'adult',
        validator: { validate: (value) => typeof value !== 'string' || isAtLeastYearsAgo(value, MIN_AGE_YEARS) },
      },
      { message: DOB_TOO_YOUNG },
    ),
  );
