import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/**
 * JWT_SECRET when set; otherwise a 384-bit secret generated on first start and kept in DATA_DIR,
 * so sessions survive restarts of the embedded default.
 */
export async function resolveJwtSecret(config: AppConfig): Promise<string> {
  if (config.jwt.secret) return config.jwt.secret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(stored) >= 32) return stored;
  } catch {
    // not generated yet
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  if (config.databaseUrl) {
    new Logger('Auth').warn(`JWT_SECRET is not set: generated one in ${file}. Set JWT_SECRET when running replicas.`);
  }
  return secret;
}
