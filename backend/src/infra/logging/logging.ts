import { RequestMethod, type LoggerService } from '@nestjs/common';
import { Logger, LoggerModule } from 'nestjs-pino';
import pretty from 'pino-pretty';
import { assignRequestId } from '../../common/http/request-id';
import type { AppConfig } from '../../config/app-config';

/**
 * Pino for the app and the worker: JSON lines for log collectors, or, in a terminal
 * (`logFormat: 'pretty'`), one short coloured line per entry, requests as "GET /api/… 200 3ms".
 */
export function loggerModule(config: Pick<AppConfig, 'logLevel' | 'logFormat'>) {
  const options = {
    level: config.logLevel,
    // One id per request, taken from a proxy's X-Request-Id when it sends a sane one.
    genReqId: assignRequestId,
    // Request lines stay short and never carry credentials.
    serializers: {
      req: (request: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
        remoteAddress: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    autoLogging: { ignore: (request: { url?: string }) => request.url === '/api/health' },
  };
  // Every route, in Nest 11's wildcard syntax (nestjs-pino's default '*' drew a warning at each start).
  const forRoutes = [{ path: '{*all}', method: RequestMethod.ALL }];
  if (config.logFormat === 'json') return LoggerModule.forRoot({ pinoHttp: options, forRoutes });
  const terminal = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat:
      '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {res.statusCode} {responseTime}ms {end}{msg}',
    // Written as it comes, so a crash never loses the lines before it.
    sync: true,
  });
  return LoggerModule.forRoot({ pinoHttp: [options, terminal], forRoutes });
}

/** Nest's start-up lines that name every module and route: detail for debugging, not news. */
const START_UP_DETAIL = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** nestjs-pino's Logger, with Nest's module and route listing at debug rather than info. */
export class AppLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && START_UP_DETAIL.has(context)) this.logger.debug(message, ...rest);
    else this.logger.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.verbose(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.logger.fatal(message, ...rest);
  }
}
