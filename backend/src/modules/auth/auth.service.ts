import { Injectable, UnauthorizedException } from '@nestjs/common';
import { UserDto } from '../users/dto/user.dto';
import { User, UserType } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginDto, LoginResponseDto } from './dto/login.dto';
import { RegisterDto, RegisterResponseDto } from './dto/register.dto';
import { TokenService } from './token.service';

/** One answer for an unknown account and a wrong password, so login does not reveal who has an account. */
const INVALID_CREDENTIALS = 'Invalid email/username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  async register(input: RegisterDto): Promise<RegisterResponseDto> {
    const { username, email, password, firstName, lastName, mobile, dob } = input;
    const user = await this.users.create(
      { username, email, password, firstName, lastName, mobile, dob },
      UserType.CUSTOMER,
    );
    return { message: 'Registration successful. Please log in.', user: UserDto.from(user) };
  }

  /**
   * The account a token speaks for: the token must be valid now for this audience and its account
   * must still exist. The one check behind the API's bearer tokens and the ops dashboard's cookie.
   * The token is verified every time; the account may come from a cache a few seconds old
   * (UsersService.findForSession).
   */
  async userForToken(token: string | undefined, audience?: string): Promise<User | null> {
    const claims = token ? await this.tokens.verify(token, audience) : undefined;
    return claims ? this.users.findForSession(claims.sub) : null;
  }

  async login({ identifier, password }: LoginDto): Promise<LoginResponseDto> {
    const user = await this.users.findByIdentifier(identifier);
    if (!user) {
      await this.users.verifyDecoy(password);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    if (!(await this.users.verifyPassword(user, password))) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return { token: await this.tokens.sign(user), user: UserDto.from(user) };
  }
}
