import { endOfShopDay, shopDate } from '@satchel/shared';
import { EntityManager, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Client, Notification } from 'pg';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { DatabaseServer } from '../database/database-server';
import { EncodedBody, encodeBody } from '../web/encoded-body';
import { StockNotices } from './stock-notices';

/**
 * How old the stock figures of a cached list may be. Catalogue writes invalidate at once; orders
 * change stock many times a second, so lists (and search) are rebuilt at most this long after a
 * stock change instead of after each one. Product pages show current stock: at once in the
 * process that changed it, and in the others once they hear of it (at once, or for checkouts
 * within about STOCK_NOTICE_INTERVAL_MS). Checkout's conditional update keeps overselling
 * impossible whatever a cached page says.
 */
export const STOCK_STALENESS_MS = 2000;

/** What shared caches (a CDN) may do with anonymous catalogue reads: keep them 5 s; browsers revalidate. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/**
 * The PostgreSQL channels the migration's triggers notify on commit (see docs/performance.md); a
 * checkout's stock change alone is told on STOCK_CHANNEL by its process (checkoutTookStock).
 */
export const CATALOGUE_CHANNEL = 'satchel_catalogue';
export const STOCK_CHANNEL = 'satchel_stock';

/**
 * How often, at most, a process tells the others that its checkouts took stock
 * (checkoutTookStock): their product pages may show stock this much older than the writer's.
 */
export const STOCK_NOTICE_INTERVAL_MS = 200;

/**
 * A select-list item for the placing statement, evaluated before it takes stock: its transaction's
 * stock change is told to other processes by this process (checkoutTookStock), so the stock
 * trigger sends no NOTIFY for it (Migration20261207040000).
 */
export const STOCK_NOTICE_BY_PROCESS_SQL = `set_config('satchel.stock_notice', 'by_process', true)`;

/** The notice checkoutTookStock sends (statement counts in tests leave it out, as they do the job runtime's). */
export const STOCK_NOTICE_SQL = `select pg_notify('${STOCK_CHANNEL}', '') as "stockNotice"`;

/** How often the LISTEN connection is probed, and how long a probe may take. */
const HEARTBEAT_MS = 5000;

/** The entity classes marked @CatalogueContent(). */
const catalogueEntities = new WeakSet<object>();

/**
 * Marks an entity whose rows cached catalogue answers are made of (each module marks its own:
 * products, categories, images, and the company details that pages' heads name). A commit that
 * changes one, through MikroORM, empties the cache in this process at once; the migration's
 * triggers tell the other processes.
 */
export const CatalogueContent =
  (): ClassDecorator =>
  (target): void => {
    catalogueEntities.add(target);
  };

export interface CachedResponse extends EncodedBody {
  catalogueVersion: number;
  stockVersion: number;
  builtAt: number;
  /** Product pages: rebuilt on any stock change, not after STOCK_STALENESS_MS. */
  exactStock: boolean;
}

export interface StoreOptions {
  etag: string;
  /** Product pages: rebuilt on any stock change, not after STOCK_STALENESS_MS. */
  exactStock: boolean;
  /** JSON unless said otherwise. */
  contentType?: string;
  /** CATALOGUE_CACHE_CONTROL unless said otherwise. */
  cacheControl?: string;
}

/** The versions a read began under; its answer is kept only if nothing changed meanwhile. */
export interface CacheTicket {
  catalogueVersion: number;
  stockVersion: number;
  startedAt: number;
}

/** Entity managers whose open transaction changed stock with raw SQL (orders); see noteStockChange. */
const stockChangedIn = new WeakSet<object>();

/** Called by code that changes stock in a transaction; the cache learns of it when that commits. */
export function noteStockChange(em: EntityManager): void {
  stockChangedIn.add(em);
}

/**
 * Serialized catalogue answers (identity, brotli, gzip) by URL, bounded in bytes (LRU), answered
 * by the front door before Express sees the request.
 *
 * Freshness: two version counters. Every commit that changed catalogue rows through MikroORM
 * bumps the catalogue version in this process as it commits (so the writing replica is never
 * stale); commits that changed stock bump the stock version. Other processes learn of both
 * through PostgreSQL NOTIFY, sent by triggers when the writing transaction commits (see the
 * migration), so raw SQL writes and other replicas' writes are covered; a checkout's stock
 * change is told by the process that placed the order, at most every STOCK_NOTICE_INTERVAL_MS
 * (checkoutTookStock). While the LISTEN
 * connection is down the cache neither answers nor stores, and it forgets everything when the
 * connection is back, since notifications may have been missed.
 */
@Injectable()
export class CatalogueCache implements EventSubscriber, OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogueCache');
  private readonly entries?: LRUCache<string, CachedResponse>;
  private catalogueVersion = 1;
  private stockVersion = 1;
  private listening: boolean;
  private listener?: Client;
  private reconnect?: NodeJS.Timeout;
  private dayTimer?: NodeJS.Timeout;
  /** Checkouts' stock changes told to other processes (checkoutTookStock). */
  private readonly stockNotices = new StockNotices(
    () => this.sendStockNotice(),
    STOCK_NOTICE_INTERVAL_MS,
    (error) => this.logger.warn(`stock notice not sent, owed: ${error.message}`),
  );
  private closed = false;
  /** Entity managers whose open transaction changed catalogue rows. */
  private readonly changedIn = new WeakSet<object>();

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly em: EntityManager,
    private readonly database: DatabaseServer,
  ) {
    if (config.catalogueCacheBytes > 0) {
      this.entries = new LRUCache<string, CachedResponse>({
        maxSize: config.catalogueCacheBytes,
        sizeCalculation: (entry) => entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 256,
      });
    }
    // Embedded, this process is the only one writing (PGlite's socket admits one connection, which
    // this process's pool holds while it runs); with PostgreSQL, only once LISTEN is up.
    this.listening = database.kind === 'pglite';
  }

  async onModuleInit(): Promise<void> {
    this.em.getEventManager().registerSubscriber(this);
    this.startOverEachDay();
    if (this.entries && this.database.kind === 'postgresql') await this.listen();
  }

  /** A stock notice still owed goes out before the database connections close, and any later one at once. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stockNotices.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    clearTimeout(this.dayTimer);
    this.stockNotices.stop();
    await this.listener?.end().catch(() => undefined);
  }

  get enabled(): boolean {
    return !!this.entries && this.listening;
  }

  /** A fresh answer for this key (an API answer's URL, or a storefront page's CachedPages key), or undefined. */
  lookup(url: string): CachedResponse | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries!.get(url);
    if (!entry || entry.catalogueVersion !== this.catalogueVersion) return undefined;
    if (entry.stockVersion !== this.stockVersion) {
      if (entry.exactStock || Date.now() - entry.builtAt >= STOCK_STALENESS_MS) return undefined;
    }
    return entry;
  }

  ticket(): CacheTicket {
    return { catalogueVersion: this.catalogueVersion, stockVersion: this.stockVersion, startedAt: Date.now() };
  }

  /**
   * Encodes the answer and keeps it, unless the catalogue changed since the read began. When only
   * stock changed meanwhile, a list is still kept, as old as the read's start (so within
   * STOCK_STALENESS_MS of it); a product page is not.
   */
  async store(key: string, ticket: CacheTicket, bytes: Buffer, options: StoreOptions): Promise<void> {
    if (!this.enabled) return;
    const {
      etag,
      exactStock,
      contentType = 'application/json; charset=utf-8',
      cacheControl = CATALOGUE_CACHE_CONTROL,
    } = options;
    const body = await encodeBody(bytes, contentType, cacheControl, { etag });
    if (!this.enabled || ticket.catalogueVersion !== this.catalogueVersion) return;
    const stockMoved = ticket.stockVersion !== this.stockVersion;
    if (stockMoved && exactStock) return;
    this.entries!.set(key, {
      ...body,
      catalogueVersion: ticket.catalogueVersion,
      stockVersion: ticket.stockVersion,
      builtAt: stockMoved ? ticket.startedAt : Date.now(),
      exactStock,
    });
  }

  /** The catalogue changed (a commit of this process, or a notification from another). */
  catalogueChanged(): void {
    this.catalogueVersion++;
  }

  stockChanged(): void {
    this.stockVersion++;
  }

  /**
   * A checkout of this process took stock, in a statement that left the trigger's NOTIFY out
   * (STOCK_NOTICE_BY_PROCESS_SQL): this process's answers learn of it at once, other processes
   * through one notice at once and then at most one per STOCK_NOTICE_INTERVAL_MS while checkouts
   * go on, the last of them included. Embedded, no other process serves the shop.
   */
  checkoutTookStock(): void {
    this.stockChanged();
    if (this.database.kind === 'postgresql' && !this.closed) this.stockNotices.changed();
  }

  /**
   * On the LISTEN connection while it is up: it is idle but for its heartbeat, where the pool's
   * connections may all be taken by the checkouts being told of. Else on one of the pool's.
   */
  private async sendStockNotice(): Promise<void> {
    const listener = this.listening ? this.listener : undefined;
    if (listener) await listener.query(STOCK_NOTICE_SQL);
    else await this.em.getConnection().execute(STOCK_NOTICE_SQL);
  }

  /** Some answers name today's date (a delivery check's expected date): a new day in India starts the cache over. */
  private startOverEachDay(): void {
    const now = new Date();
    const untilTomorrow = endOfShopDay(shopDate(now)).getTime() - now.getTime();
    this.dayTimer = setTimeout(() => {
      this.catalogueChanged();
      this.startOverEachDay();
    }, untilTomorrow + 1000);
    this.dayTimer.unref();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }

  // MikroORM events: note catalogue changes as they are flushed, act on them once committed.
  // Only the outermost transaction reports its commit, under its own entity manager: a catalogue
  // write inside a nested em.transactional() would be noticed here only through NOTIFY (none
  // does that today; keep catalogue writes in the outermost transaction).
  onFlush({ em, uow }: FlushEventArgs): void {
    if (uow.getChangeSets().some((changeSet) => catalogueEntities.has(changeSet.meta.class))) {
      this.changedIn.add(em);
    }
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (this.changedIn.delete(em)) this.catalogueChanged();
    if (stockChangedIn.delete(em)) this.stockChanged();
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.changedIn.delete(em);
    stockChangedIn.delete(em);
  }

  /**
   * A connection of its own that LISTENs (it must reach PostgreSQL directly or through a
   * session-mode pooler: a transaction-mode pooler accepts LISTEN but never delivers). A connection
   * that dies silently (a NAT dropping it, a failover) sends no event, so it is probed every
   * HEARTBEAT_MS; a failed probe counts as lost.
   */
  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.database.url, keepAlive: true });
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      clearInterval(heartbeat);
      this.listener = undefined;
      this.listening = false;
      client.removeAllListeners();
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`catalogue change feed lost (${error?.message ?? 'closed'}); cache paused`);
      this.reconnect = setTimeout(() => void this.listen(), 1000);
    };
    this.listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message: Notification) => {
      if (message.channel === CATALOGUE_CHANNEL) this.catalogueChanged();
      else if (message.channel === STOCK_CHANNEL) this.stockChanged();
    });
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}; listen ${STOCK_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    // Whatever happened while nobody listened is unknown: start over.
    this.entries?.clear();
    this.catalogueChanged();
    this.stockChanged();
    this.listening = true;
    heartbeat = setInterval(() => {
      const probe = client.query('select 1');
      const timeout = setTimeout(() => lost(new Error('no answer to the heartbeat')), HEARTBEAT_MS);
      probe.then(
        () => clearTimeout(timeout),
        (error: Error) => (clearTimeout(timeout), lost(error)),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }
}
