import type { Logger } from 'nestjs-pino';
import { loadConfig } from '../../config/app-config';
import { AppLogger } from './logging';

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
});
