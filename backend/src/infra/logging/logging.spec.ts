import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'nestjs-pino';
import { inRequestScope } from '../../common/request-scope';
import { loadConfig } from '../../config/app-config';
import { AppLogger, rootLogger } from './logging';

/** Stands in for nestjs-pino's Logger: which of its methods each line reached, with its context. */
function recordingLogger(calls: [string, unknown][]): Logger {
  const method = (level: string) => (_message: unknown, context: unknown) => calls.push([level, context]);
  return { log: method('log'), debug: method('debug'), warn: method('warn'), error: method('error') } as never;
}

describe('logging', () => {
  it('prints readable lines in a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it("puts Nest's module and route listing at debug, and leaves every other line at its level", () => {
    const calls: [string, unknown][] = [];
    const logger = new AppLogger(recordingLogger(calls));
    logger.log('Mapped {/api/products, GET} route', 'RouterExplorer');
    logger.log('ProductsController {/api/products}:', 'RoutesResolver');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.warn('Outbox is behind', 'Jobs');
    expect(calls).toEqual([
      ['debug', 'RouterExplorer'],
      ['debug', 'RoutesResolver'],
      ['debug', 'InstanceLoader'],
      ['log', 'NestApplication'],
      ['warn', 'Jobs'],
    ]);
  });

  it("gives every line written in a request's scope (a job's too) that request's id, and others none", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = rootLogger(
      { logLevel: 'info', logFormat: 'json' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const em = {} as EntityManager; // never forked: nothing here asks for it
    logger.info('before');
    await inRequestScope(
      em,
      async () => {
        logger.info('in the request');
        await new Promise((resolve) => setTimeout(resolve, 1));
        logger.warn('after an await');
      },
      'request-1',
    );
    await inRequestScope(em, async () => logger.info('in a scope without an id'));
    logger.info('after');
    expect(lines.map(({ msg, reqId }) => [msg, reqId])).toEqual([
      ['before', undefined],
      ['in the request', 'request-1'],
      ['after an await', 'request-1'],
      ['in a scope without an id', undefined],
      ['after', undefined],
    ]);
  });
});
