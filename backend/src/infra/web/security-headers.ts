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
