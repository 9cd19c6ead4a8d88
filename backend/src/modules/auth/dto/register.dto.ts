import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { UserType } from '@satchel/shared';
import { UserDto } from '../../users/dto/user.dto';
import {
  DobField,
  EmailField,
  MobileField,
  PasswordField,
  PersonNameField,
  UsernameField,
} from '../../users/dto/user-fields';

export class RegisterDto {
  @UsernameField(true)
  username!: string;

  @EmailField(true)
  email!: string;

  @PasswordField()
  password!: string;

  @PersonNameField('First name')
  firstName?: string;

  @PersonNameField('Last name')
  lastName?: string;

  @MobileField()
  mobile?: string | null;

  @DobField()
  dob?: string | null;

  /** Accepted for compatibility with the product's payload; registration only ever makes customers. */
  @ApiPropertyOptional({ enum: [UserType.CUSTOMER], default: UserType.CUSTOMER })
  @IsOptional()
  @IsIn([UserType.CUSTOMER], { message: 'Registration creates customer accounts only' })
  userType?: UserType.CUSTOMER;
}

export class RegisterResponseDto {
  @ApiProperty({ example: 'Registration successful. Please log in.' })
  message!: string;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}
