import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '@satchel/shared';

/**
 * Server-side request forgery: an endpoint must not make the shop call its own network. Only
 * public unicast addresses pass; loopback, private, link-local (169.254.169.254, the cloud
 * metadata address), carrier-grade NAT, unique-local, multicast and reserved ones are refused,
 * IPv4 written as IPv6 included.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && NOT_PUBLIC_IPV6.some((range) => (parsed as ipaddr.IPv6).match(range))) return false;
  return parsed.range() === 'unicast';
}

/**
 * IPv6 ranges that carry an IPv4 address, which ipaddr.js counts as unicast: IPv4-compatible
 * addresses (`::10.0.0.1`, deprecated) and RFC 8215's local-use NAT64 prefix.
 */
const EMBEDDED_IPV4 = [ipaddr.IPv6.parseCIDR('::/96'), ipaddr.IPv6.parseCIDR('64:ff9b:1::/48')];
/** Ranges ipaddr.js also counts as unicast that are not public: IPv6 site-local (deprecated, still routed inside some networks). */
const NOT_PUBLIC_IPV6 = [...EMBEDDED_IPV4, ipaddr.IPv6.parseCIDR('fec0::/10')];

export class WebhookUrlError extends Error {}

/**
 * Resolves the URL's host and refuses it unless every address it has is public (or private ones
 * are allowed). Checked when an endpoint is saved; deliveries check again as they connect
 * (guardedLookup), since DNS can answer differently later.
 */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlFormat);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlFormat);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host)
      ? [host]
      : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolved);
  }
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate);
}

/**
 * The lookup a delivery connects with: the address checked is the address connected to, so a
 * name that resolves to a public address at the check and a private one a moment later gains nothing.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, entries) => {
      if (error) return callback(error, '', 0);
      const list = entries as dns.LookupAddress[];
      const refused = list.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
      if (refused || !list.length) return callback(new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate), '', 0);
      if ((options as dns.LookupAllOptions).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
