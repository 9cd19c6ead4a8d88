import {
  DynamicModule,
  Global,
  Inject,
  MiddlewareConsumer,
  Module,
  NestModule,
  RequestMethod,
  type LoggerService,
} from '@nestjs/common';
import { Logger, PinoLogger, type Params } from 'nestjs-pino';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';
import { assignRequestId } from '../../common/http/request-id';
import { currentRequestId } from '../../common/request-scope';
import type { AppConfig } from '../../config/app-config';

type LoggingConfig = Pick<AppConfig, 'logLevel' | 'logFormat'>;

const ROOT_LOGGER = Symbol('root pino logger');

/**
 * Pino for the app and the worker: JSON lines for log collectors, or, in a terminal
 * (`logFormat: 'pretty'`), one short coloured line per entry, requests as "GET /api/… 200 3ms".
 * Nest's own lines go through nestjs-pino's Logger. A line written while a request runs, or a job
 * it enqueued, carries the request's id as `reqId`, from the one request scope
 * (common/request-scope.ts) rather than a request logger kept in a store of nestjs-pino's own.
 */
@Global()
@Module({})
export class LoggingModule implements NestModule {
  static forRoot(config: LoggingConfig): DynamicModule {
    const root = rootLogger(config);
    const params: Params = { pinoHttp: { logger: root } };
    return {
      module: LoggingModule,
      providers: [
        { provide: ROOT_LOGGER, useValue: root },
        { provide: Logger, useFactory: () => new Logger(new PinoLogger(params), params) },
      ],
      exports: [Logger],
    };
  }

  constructor(@Inject(ROOT_LOGGER) private readonly root: pino.Logger) {}

  configure(consumer: MiddlewareConsumer): void {
    // Every route, in Nest 11's wildcard syntax.
    consumer.apply(requestLines(this.root)).forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}

/** The process's pino; `destination` stands in for stdout in tests. */
export function rootLogger(config: LoggingConfig, destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    // Every line of a request, or of a job it enqueued, carries the request's id.
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  };
  if (destination) return pino(options, destination);
  if (config.logFormat === 'json') return pino(options);
  const terminal = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,req,res,responseTime,reqId',
    messageFormat:
      '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {res.statusCode} {responseTime}ms {end}{msg}',
    // Written as it comes, so a crash never loses the lines before it.
    sync: true,
  });
  return pino(options, terminal);
}

/** One line per request answered, with its id (taken from a proxy's X-Request-Id when sane). */
function requestLines(root: pino.Logger) {
  return pinoHttp({
    logger: root,
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
  });
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
