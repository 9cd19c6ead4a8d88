import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { CSV_HEADER_BY_HAND } from '../catalogue';

/**
 * Requests drawn from openapi.yaml: for every operation, valid ones and mutations of them (wrong
 * types, missing and extra fields, huge, unicode, NUL and lone-surrogate strings, extreme numbers,
 * deep nesting, prototype keys, wrong media types), as a guest, a customer or an admin. A route
 * added to the contract is fuzzed with no case written for it.
 */

export type Role = 'guest' | 'customer' | 'admin';

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  example?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  json?: Schema;
  multipart?: Schema;
}

export type Body =
  | { kind: 'json'; text: string; contentType: string }
  | { kind: 'multipart'; fields: [string, string][]; files: [string, string, Uint8Array][] };

export interface PlannedRequest {
  operation: Operation;
  role: Role;
  url: string;
  headers: Record<string, string>;
  body?: Body;
}

const spec = parse(readFileSync(join(__dirname, '../../../openapi.yaml'), 'utf8'));

/** Every operation of the contract. */
export function operations(): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as
        | {
            operationId: string;
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        | undefined;
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      found.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        parameters: op.parameters ?? [],
        json: content['application/json']?.schema,
        multipart: content['multipart/form-data']?.schema,
      });
    }
  }
  return found;
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(spec.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf) {
    return schema.allOf.map(resolve).reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
  }
  return schema;
}

export const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  'a\u0000b',
  '\ud800x',
  'x\udfff',
  '👜💼🧳',
  'Ω≈ç√∫',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00',
  '{"$gt":""}',
  '[0,9]',
  '["id","ASC"]',
  '{"q":"x"}',
  '{"id":[1,2]}',
  '{"constructor":{"prototype":{}}}',
  '{"q":"\\u0000"}',
  '{"q":"\\ud800"}',
  '["id\\u0000","ASC"]',
  '1e309',
  '-1',
  '0',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
];

export const NASTY_NUMBERS = [0, -1, -0, 0.5, 1.005, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 1e-308, 123456789.123];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);
const anyJson = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: null }),
);

/** A value the schema allows (mostly), so requests get past validation and reach the code behind it. */
function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.oneOf ?? s.anyOf;
  if (options) return fc.oneof(...options.map((option) => valid(option, depth)));
  let arbitrary: fc.Arbitrary<unknown>;
  switch (s.type) {
    case 'string':
      arbitrary =
        s.format === 'email'
          ? fc.emailAddress()
          : s.format === 'date'
            ? fc.constantFrom('1990-05-21', '2001-02-29', '2020-01-01', '1899-12-31')
            : s.format === 'date-time'
              ? fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-13-40T99:99:99Z')
              : fc.oneof(
                  fc.string({ maxLength: Math.min(s.maxLength ?? 30, 30) }),
                  fc.constantFrom('M', 'Tan', '#7b3f00'),
                );
      break;
    case 'integer':
      arbitrary = fc.oneof(
        fc.integer({ min: Math.max(s.minimum ?? 0, -1), max: Math.min(s.maximum ?? 60, 60) }),
        fc.integer({ min: 1, max: 5 }),
      );
      break;
    case 'number':
      arbitrary = fc.oneof(
        fc.integer({ min: 0, max: 100_000 }).map((paise) => paise / 100),
        fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1e7, noNaN: true }),
      );
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array':
      arbitrary = depth > 4 ? fc.constant([]) : fc.array(valid(s.items, depth + 1), { maxLength: 3 });
      break;
    case 'object':
    case undefined: {
      const properties = Object.entries(s.properties ?? {}).filter(([, p]) => resolve(p).format !== 'binary');
      if (!properties.length || depth > 4) {
        arbitrary = s.type === 'object' ? fc.constant({}) : anyJson;
        break;
      }
      arbitrary = fc.record(Object.fromEntries(properties.map(([name, p]) => [name, valid(p, depth + 1)])), {
        requiredKeys: (s.required ?? []).filter((name) => properties.some(([key]) => key === name)),
      });
      break;
    }
    default:
      arbitrary = anyJson;
  }
  return s.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
}

/** A valid value, or one with a flaw: a wrong type, a nasty value, a field too many or missing. */
function mutated(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const good = valid(s);
  const names = Object.keys(s.properties ?? {});
  const flaws: fc.Arbitrary<unknown>[] = [anyJson];
  if (names.length) {
    flaws.push(
      // one field replaced by a nasty value
      fc
        .tuple(good, fc.constantFrom(...names), anyJson)
        .map(([value, name, bad]) => ({ ...(value as object), [name]: bad })),
      // a field left out, required or not
      fc.tuple(good, fc.constantFrom(...names)).map(([value, name]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[name];
        return copy;
      }),
      // a field the contract does not have
      fc.tuple(good, fc.constantFrom('role', 'userType', 'isAdmin', 'id', 'extra')).map(([value, name]) => ({
        ...(value as object),
        [name]: 'ADMIN',
      })),
    );
  }
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 4, arbitrary: fc.oneof(...flaws) });
}

/** Body texts no generator of values can write: prototype keys, deep nesting, broken JSON. */
const RAW_BODIES = [
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":{"polluted":true}}',
  '{"prototype":1}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '{"a":',
  '',
  'null',
  '[]',
  '"text"',
  '{"quantity":1e400}',
  '{"email":"\\ud800x@example.com"}',
  '{"name":"a\\u0000b"}',
];

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A PNG header claiming 20000 × 20000: no pixels, only the declared size. */
function pngHeaderOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([PNG_1X1.subarray(0, 8), ihdr, Buffer.from(PNG_1X1.subarray(33))]);
}
/** An SVG whose embedded picture is an SVG embedding a 400-megapixel PNG (issue: the nested bomb). */
export const NESTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="100" height="100" href="data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="data:image/png;base64,${pngHeaderOf(20_000, 20_000).toString('base64')}"/></svg>`,
).toString('base64')}"/></svg>`;
/** A catalogue CSV whose category path is 2,500 levels deep. */
export const DEEP_CATEGORY_CSV =
  `${CSV_HEADER_BY_HAND}\n` +
  `Deep,${Array.from({ length: 2_500 }, (_, i) => `L${i}`).join(' > ')},,false,M,Tan,,1,100,,\n`;
const FILES: [string, Uint8Array][] = [
  ['photo.png', PNG_1X1],
  ['nested.svg', Uint8Array.from(Buffer.from(NESTED_SVG))],
  ['deep.csv', Uint8Array.from(Buffer.from(DEEP_CATEGORY_CSV))],
  ['junk.png', Uint8Array.from(Buffer.from('not an image at all'))],
  ['empty.jpg', new Uint8Array()],
  ['bomb.svg', Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'))],
  ['nul\u0000.png', PNG_1X1],
];

function bodyOf(operation: Operation): fc.Arbitrary<Body | undefined> {
  if (operation.multipart) {
    const s = resolve(operation.multipart);
    const fileFields = Object.entries(s.properties ?? {})
      .filter(([, p]) => resolve(p).format === 'binary' || resolve(resolve(p).items).format === 'binary')
      .map(([name]) => name);
    return fc
      .tuple(mutated(s), fc.subarray(fileFields), fc.constantFrom(...FILES), fc.integer({ min: 1, max: 3 }))
      .map(([value, withFiles, [filename, data], copies]) => ({
        kind: 'multipart' as const,
        fields:
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? Object.entries(value).map(([name, field]): [string, string] => [name, text(field)])
            : [['value', text(value)]],
        files: withFiles.flatMap((field) =>
          Array.from({ length: copies }, (): [string, string, Uint8Array] => [field, filename, data]),
        ),
      }));
  }
  if (operation.json) {
    return fc
      .tuple(
        fc.oneof(
          { weight: 8, arbitrary: mutated(operation.json).map((value) => JSON.stringify(value) ?? 'null') },
          { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
        ),
        fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
      )
      .map(([body, contentType]) => ({ kind: 'json' as const, text: body, contentType }));
  }
  return fc.constant(undefined);
}

/** Ids that exist (the shop's own records), ids that cannot, and text where a number belongs. */
function pathValue(known: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.map(String)) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e309',
        '99999999999999999999',
        '2147483648',
        'abc',
        'constructor',
        '__proto__',
        '%00',
        '%F0%9F%91%9C',
        'privacy-policy',
        'terms-and-conditions',
        'Aarav%20Leather%20Tote',
        encodeURIComponent('x'.repeat(2000)),
      ),
    },
  );
}

/** The JSON a parameter's example holds (react-admin's sort, range, filter), or undefined. */
function jsonExample(schema: Schema | undefined): unknown {
  const example = resolve(schema).example;
  if (typeof example !== 'string' || !/^[[{]/.test(example)) return undefined;
  return JSON.parse(example);
}

/** JSON text shaped like the example, with one leaf (or key) swapped for a nasty value: reaches the code behind the parse. */
function jsonTextLike(example: unknown): fc.Arbitrary<string> {
  // Text PostgreSQL refuses, once JSON's escapes are undone, half the time.
  const leaf = fc.oneof(fc.constantFrom('\u0000', 'a\u0000b', '\ud800x', 'x\udfff'), anyJson);
  const leaves: fc.Arbitrary<unknown> = Array.isArray(example)
    ? fc
        .tuple(fc.integer({ min: 0, max: Math.max(0, example.length - 1) }), leaf)
        .map(([i, bad]) => example.map((value, j) => (i === j ? bad : value)))
    : fc.oneof(
        fc.tuple(fc.constantFrom(...Object.keys(example as object)), leaf).map(([key, bad]) => ({
          ...(example as object),
          [key]: bad,
        })),
        fc.tuple(nastyString, leaf).map(([key, bad]) => ({ [key]: bad })),
      );
  return fc.oneof({ weight: 2, arbitrary: fc.constant(example) }, { weight: 3, arbitrary: leaves }).map(text);
}

function queryOf(operation: Operation): fc.Arbitrary<[string, string][]> {
  const params = operation.parameters.filter((p) => p.in === 'query');
  if (!params.length) return fc.constant([]);
  return fc
    .tuple(
      ...params.map((p) => {
        const example = jsonExample(p.schema);
        const value =
          example === undefined
            ? fc.oneof(mutated(p.schema).map(text), nastyString)
            : fc.oneof({ weight: 4, arbitrary: jsonTextLike(example) }, { weight: 1, arbitrary: nastyString });
        return fc.option(
          value.map((v): [string, string] => [p.name, v]),
          { nil: undefined, freq: 2 },
        );
      }),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined));
}

/** Requests for one operation, each with a role, path, query, headers and body. */
export function requestsFor(operation: Operation, knownIds: number[]): fc.Arbitrary<PlannedRequest> {
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const headers = operation.parameters.filter((p) => p.in === 'header');
  return fc
    .record({
      role: fc.constantFrom<Role>('guest', 'customer', 'admin', 'admin', 'customer'),
      path: fc.tuple(...pathNames.map(() => pathValue(knownIds))),
      query: queryOf(operation),
      header: fc.tuple(
        ...headers.map(() =>
          fc.option(
            fc.oneof(
              fc.uuid(),
              nastyString.filter((v) => /^[\x20-\x7e]*$/.test(v)),
            ),
          ),
        ),
      ),
      body: bodyOf(operation),
    })
    .map(({ role, path, query, header, body }) => {
      let url = operation.path;
      pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, path[i])));
      if (query.length) url += `?${new URLSearchParams(query)}`;
      const sent: Record<string, string> = {};
      headers.forEach((h, i) => {
        if (header[i] !== null) sent[h.name] = header[i]!;
      });
      return { operation, role, url, headers: sent, body };
    });
}
