import helmet from 'helmet';
import { AppConfig } from '../../config/app-config';

/**
 * Helmet with a Content-Security-Policy both web apps run under: scripts only from this origin;
 * inline styles allowed because MUI (react-admin) injects them at run time.
 */
export function securityHeaders(config: AppConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
}

/**
 * The headers securityHeaders() sets on every answer, read once, for answers given before
 * Express (the front door): the same CSP, HSTS and the rest, without running helmet per request.
 */
export function fixedSecurityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  let done = false;
  securityHeaders(config)({} as never, response as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The same headers as securityHeaders(), set from the fixed list instead of running helmet's
 * dozen middlewares on every request (none of them depends on the request).
 */
export function securityHeadersFast(config: AppConfig) {
  const headers = Object.entries(fixedSecurityHeaders(config));
  return (_request: unknown, response: { setHeader(name: string, value: string): void }, next: () => void) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
