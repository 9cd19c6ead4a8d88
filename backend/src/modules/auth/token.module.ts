import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { resolveJwtSecret } from './jwt-secret';
import { TokenService } from './token.service';

/** Signing and verifying bearer tokens: for the auth module, and for a password change's fresh token. */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        // A secret KeyObject: given a string, jsonwebtoken first tries it as a PEM public (or
        // private) key on every verify (and sign), which throws before it falls back to HMAC.
        secret: createSecretKey(Buffer.from(await resolveJwtSecret(config), 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwt.ttlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [TokenService],
  exports: [TokenService],
})
export class TokenModule {}
