import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';

/**
 * Requests drawn from openapi.yaml: for every operation, valid ones and mutations of them (wrong
 * types, missing and extra fields, huge, unicode, NUL and lone-surrogate strings, extreme numbers,
 * deep nesting and prototype keys at any depth, wrong media types, junk files and tokens), as a
 * guest, a customer or an admin. A route added to the contract is fuzzed with no case written for
 * it: everything here is read from the contract (types, formats, bounds, patterns, examples).
 */

export type Role = 'guest' | 'customer' | 'admin';

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  example?: unknown;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
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
  | { kind: 'multipart'; fields: [string, string][]; files: FilePart[] };

/** A file part: field name, file name, bytes and the part's content type. */
export type FilePart = [string, string, Uint8Array, string];

/**
 * A path parameter: literal text, or a pick from the values seen so far in the app's answers
 * (ids, or names and slugs), chosen when the request is sent, so that records created during
 * the run are reached too.
 */
export type PathValue = string | { pool: 'ids' | 'names'; pick: number };

export interface PlannedRequest {
  operation: Operation;
  role: Role;
  path: PathValue[];
  query: [string, string][];
  headers: Record<string, string>;
  body?: Body;
}

export interface Pools {
  ids: number[];
  names: string[];
}

const spec = parse(readFileSync(join(__dirname, '../../../openapi.yaml'), 'utf8'));

// (not TRACE: fetch cannot send it)
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

/** Every operation of the contract. */
export function operations(): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as
        | {
            operationId?: string;
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        | undefined;
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      const json = Object.entries(content).find(([type]) => /^application\/([\w.-]+\+)?json/.test(type));
      found.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId ?? `${method} ${path}`,
        parameters: [...shared, ...(op.parameters ?? [])],
        json: json?.[1].schema,
        multipart: content['multipart/form-data']?.schema,
      });
    }
  }
  return found;
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const { $ref, ...rest } = schema;
    const target = $ref.split('/').pop()!;
    return resolve({ ...spec.components.schemas[target], ...rest });
  }
  if (schema.allOf) {
    return schema.allOf.map(resolve).reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      { ...schema, allOf: undefined },
    );
  }
  return schema;
}

function types(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type;
  return s.type ? [s.type] : [];
}

function isBinary(schema: Schema | undefined): boolean {
  const s = resolve(schema);
  return s.format === 'binary' || (types(s).includes('array') && resolve(s.items).format === 'binary');
}

/** Every property name the contract uses anywhere: plausible field names for sorts and filters. */
const FIELD_NAMES = [
  ...new Set([
    ...Object.values<Schema>(spec.components.schemas).flatMap((schema) =>
      Object.keys(resolve(schema).properties ?? {}),
    ),
    ...exampleKeys(spec),
  ]),
].sort();

/** The keys of every JSON object the contract shows as an example of JSON text (a filter's `q`, say). */
function exampleKeys(node: unknown): string[] {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'example' && typeof value === 'string') {
      const parsed = parseJson(value);
      const objects = Array.isArray(parsed) ? parsed : [parsed];
      return objects.flatMap((item) => (item !== null && typeof item === 'object' ? Object.keys(item) : []));
    }
    return exampleKeys(value);
  });
}

export const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  'a\u0000b',
  '\ud800x',
  'x\udfff',
  '\udc00\ud800',
  '👜💼🧳',
  'Ω≈ç√∫',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '\ufeff',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00',
  '%',
  '{"$gt":""}',
  '[0,9]',
  '[9,0]',
  '[0,1e309]',
  '[-1,99999999999]',
  '["id","ASC"]',
  '["constructor","ASC"]',
  '["__proto__","DESC"]',
  '{"q":"x"}',
  '{"q":"\\u0000"}',
  '{"id":[1,2]}',
  '{"id":[]}',
  '{"id":"x"}',
  '{"createdAt_gte":"not a date"}',
  '{"constructor":{"prototype":{}}}',
  '{"__proto__":{"polluted":true}}',
  '1e309',
  '1e308',
  '-1e308',
  '-0',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '0x10',
  '1_000',
  '-1',
  '0',
  '0.0000001',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '0000-00-00',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
];

export const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1.005,
  0.1 + 0.2,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e-308,
  123456789.123,
];

/** A value one time in `n`, null otherwise. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);
/** Any value in JSON, drawn from the nasty ones (and empty containers). */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: null }, [[[]]], ['x'], [1, 'x'], { id: 1 }),
);

/** One unit of a string: any code point, sometimes a lone half of a surrogate pair or a NUL. */
const wildUnit = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
);

/** A string within the given length, mostly plain, sometimes any unicode at all. */
function someString(minLength = 0, maxLength = 30): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, 40));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: max, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: max, unit: wildUnit }) },
  );
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || !/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Values shaped like a JSON example (a string field documented as JSON text, like a list of
 * variants, a sort or a filter): the example itself, or its structure with other leaves.
 */
function likeExample(example: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(example);
  if (Array.isArray(example)) {
    if (!example.length) return fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 });
    return fc.oneof(
      fc.tuple(...example.map((item) => likeExample(item, depth + 1))),
      fc.array(likeExample(example[0], depth + 1), { minLength: 1, maxLength: 4 }),
    );
  }
  if (example !== null && typeof example === 'object') {
    const known = fc.record(
      Object.fromEntries(Object.entries(example).map(([key, value]) => [key, likeExample(value, depth + 1)])),
    );
    // a filter's other fields: `id` lists, `field_gte`/`field_lte` bounds, or any field
    const extra = fc.dictionary(
      fc.oneof(
        fc.constantFrom(...FIELD_NAMES),
        fc.constantFrom(...FIELD_NAMES).map((name) => `${name}_gte`),
        fc.constantFrom(...FIELD_NAMES).map((name) => `${name}_lte`),
      ),
      fc.oneof(
        fc.integer({ min: -1, max: 10_000 }),
        someString(0, 10),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
        fc.constantFrom('2026-01-01', '2026-01-01T00:00:00Z', 'PENDING', 'DELIVERED', 'true'),
        anyJson,
      ),
      { maxKeys: 2 },
    );
    return fc.oneof(
      { weight: 4, arbitrary: known },
      { weight: 1, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...(a as object), ...b })) },
    );
  }
  if (typeof example === 'number') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(example) },
      { weight: 4, arbitrary: fc.integer({ min: 1, max: Number.isInteger(example) ? 10 : 10_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map((paise) => paise / 100) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: anyJson },
    );
  }
  if (typeof example === 'string') {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(example) },
      { weight: 1, arbitrary: fc.constantFrom(...FIELD_NAMES, 'ASC', 'DESC', 'asc') },
      { weight: 1, arbitrary: someString(0, 12) },
      { weight: 1, arbitrary: anyJson },
    );
  }
  if (typeof example === 'boolean') return fc.boolean();
  return fc.constant(example);
}

/** A value the schema allows (mostly), so requests get past validation and reach the code behind it. */
export function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.oneOf ?? s.anyOf;
  if (options) return fc.oneof(...options.map((option) => valid(option, depth)));
  const kinds = types(s).filter((type) => type !== 'null');
  const nullable = s.nullable || types(s).includes('null');
  const arbitraries = (kinds.length ? kinds : ['any']).map((kind) => validOfType(s, kind, depth));
  const arbitrary = arbitraries.length === 1 ? arbitraries[0] : fc.oneof(...arbitraries);
  return nullable ? fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : arbitrary;
}

function validOfType(s: Schema, kind: string, depth: number): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return validString(s);
    case 'integer':
    case 'number': {
      const min = Math.max(s.minimum ?? 0, -1);
      const max = Math.min(s.maximum ?? 10_000, 10_000);
      // mostly small: ids are (a record made in this run has one of the first few), and so are quantities
      const whole = fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 10), 1) }) },
        { weight: 1, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
      );
      if (kind === 'integer') return whole;
      return fc.oneof(
        { weight: 8, arbitrary: whole },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map((paise) => paise / 100) },
        { weight: 1, arbitrary: fc.double({ min, max: s.maximum ?? 1e7, noNaN: true }) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valid(s.items, depth + 1), { maxLength: 3 });
    case 'object':
    case 'any': {
      const properties = Object.entries(s.properties ?? {}).filter(([, p]) => !isBinary(p));
      if (!properties.length || depth > 4) {
        if (kind === 'any') return anyJson;
        return s.additionalProperties
          ? fc.dictionary(fc.constantFrom('id', 'total', 'items', ...NASTY_STRINGS.slice(0, 4)), anyJson, {
              maxKeys: 3,
            })
          : fc.constant({});
      }
      // every required field, and each optional one now and then (an optional id or version
      // turns a create into an update of some other record)
      const required = new Set(s.required ?? []);
      return fc
        .tuple(
          ...properties.map(([name, p]) =>
            required.has(name)
              ? valid(p, depth + 1)
              : sometimes(
                  valid(p, depth + 1).map((value) => ({ value })),
                  3,
                ),
          ),
        )
        .map((values) =>
          Object.fromEntries(
            properties.flatMap(([name], i) => {
              const value = values[i];
              if (required.has(name)) return [[name, value]];
              return value === null ? [] : [[name, (value as { value: unknown }).value]];
            }),
          ),
        );
    }
    default:
      return anyJson;
  }
}

function validString(s: Schema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 30;
  const choices: fc.WeightedArbitrary<string>[] = [{ weight: 2, arbitrary: someString(minLength, maxLength) }];
  const example = typeof s.example === 'string' ? s.example : undefined;
  const parsed = parseJson(example);
  if (parsed !== undefined) {
    choices.push({ weight: 5, arbitrary: likeExample(parsed).map((value) => JSON.stringify(value)) });
  }
  if (example !== undefined && parsed === undefined) {
    choices.push({ weight: 2, arbitrary: fc.constant(example) });
    // the example made unique (names and usernames are)
    const suffix = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    choices.push({ weight: 3, arbitrary: suffix.map((more) => `${example}${more}`.slice(0, maxLength)) });
  } else if (example !== undefined) choices.push({ weight: 5, arbitrary: fc.constant(example) });
  if (typeof s.default === 'string') choices.push({ weight: 1, arbitrary: fc.constant(s.default) });
  if (s.pattern) {
    try {
      choices.push({ weight: 4, arbitrary: fc.stringMatching(new RegExp(s.pattern)) });
    } catch {
      // a pattern JavaScript cannot read: the example and plain strings stand in
    }
  }
  switch (s.format) {
    case 'email':
      choices.push({ weight: 6, arbitrary: fc.emailAddress() });
      choices.push({ weight: 1, arbitrary: fc.constantFrom('a@b', 'ASHA@EXAMPLE.COM', 'a+b@example.com') });
      break;
    case 'date':
      choices.push({
        weight: 6,
        arbitrary: fc.oneof(
          fc
            .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
            .map((date) => date.toISOString().slice(0, 10)),
          fc.constantFrom('2001-02-29', '1899-12-31', '2026-13-40', '0000-01-01', '+275760-09-13'),
        ),
      });
      break;
    case 'date-time':
      choices.push({
        weight: 6,
        arbitrary: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          fc.constantFrom('2026-13-40T99:99:99Z', '2026-01-01T00:00:00+99:00'),
        ),
      });
      break;
    case 'password':
      choices.push({ weight: 6, arbitrary: someString(Math.max(minLength, 8), Math.min(maxLength, 40)) });
      break;
  }
  return fc.oneof(...choices);
}

/** Puts `bad` at one position (a field or an item, at any depth) of a copy of `value`. */
function replaceAt(value: unknown, pick: number, bad: unknown): unknown {
  const copy = structuredClone(value);
  const slots: [Record<string | number, unknown>, string | number][] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      slots.push([node as Record<string, unknown>, Array.isArray(node) ? Number(key) : key]);
      walk((node as Record<string, unknown>)[key]);
    }
  };
  walk(copy);
  if (!slots.length) return bad;
  const [holder, key] = slots[pick % slots.length];
  holder[key] = bad;
  return copy;
}

/** A valid value, or one with a flaw: a wrong type, a nasty value, a field too many or missing. */
export function mutated(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const good = valid(s);
  const names = Object.keys(s.properties ?? {});
  const flaws: fc.Arbitrary<unknown>[] = [
    anyJson,
    // a nasty value at any depth (a field of an item of a list, say)
    fc.tuple(good, fc.nat(), anyJson).map(([value, pick, bad]) => replaceAt(value, pick, bad)),
    // a value of the wrong type, wrapped in a list or an object
    good.map((value) => [value]),
    good.map((value) => ({ value })),
  ];
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
      fc
        .tuple(good, fc.constantFrom('role', 'userType', 'isAdmin', 'id', 'userId', 'extra', 'version'), anyJson)
        .map(([value, name, bad]) => ({ ...(value as object), [name]: bad === null ? 'ADMIN' : bad })),
      // every field a string (as a form would send it)
      good.map((value) =>
        Object.fromEntries(Object.entries(value as object).map(([key, field]) => [key, text(field)])),
      ),
    );
  }
  return fc.oneof({ weight: 5, arbitrary: good }, { weight: 4, arbitrary: fc.oneof(...flaws) });
}

const DEEP_ARRAY = `${'['.repeat(3000)}${']'.repeat(3000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;

/** JSON texts no value serializes to (numbers beyond doubles, -0, deep nesting, escapes of lone surrogates). */
const RAW_VALUES = [
  DEEP_ARRAY,
  DEEP_OBJECT,
  `${'['.repeat(20)}1${']'.repeat(20)}`,
  '{"polluted":true}',
  '{"prototype":{"polluted":true}}',
  '-0',
  '-0.0',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e308',
  '0.1',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800x"',
  '"x\\udfff"',
  '"\\udc00\\ud800"',
  '"\\ud83d\\udc5c"',
  '"1e309"',
  '"-0"',
  '"NaN"',
  '"Infinity"',
  '""',
  'null',
  'true',
  '{}',
  '[]',
  '[null]',
  '[{}]',
];

/** Keys to put into any object of a body: prototype keys, and the contract's own field names. */
const INJECTED_KEY = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('', '\u0000', '\ud800', 'a'.repeat(1000)) },
);

/**
 * Puts `"key": raw` into one object of a JSON text (just before its closing brace, so that it
 * overrides a field of the same name: of two equal keys the last wins). A text with no object
 * is replaced by `raw` altogether.
 */
export function inject(json: string, pick: number, key: string, raw: string): string {
  const closings: number[] = [];
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '}') closings.push(i);
  }
  if (!closings.length) return raw;
  const at = closings[pick % closings.length];
  const before = json.slice(0, at).trimEnd();
  const comma = before.endsWith('{') ? '' : ',';
  return `${before}${comma}${JSON.stringify(key)}:${raw}${json.slice(at)}`;
}

/** The raw values that most often break a server: NUL, lone surrogates, deep nesting, numbers beyond doubles. */
const rawValue = fc.oneof(
  fc.constantFrom(...RAW_VALUES),
  fc.constantFrom('"\\u0000"', '"a\\u0000b"', '"\\ud800x"', '"x\\udfff"', DEEP_ARRAY, '1e400', '-0'),
);

const POISON = '\u0001poison\u0001';

/** Puts `raw` in place of one value (a field or an item, at any depth) of a JSON text; other text becomes `raw`. */
export function poison(json: string, pick: number, raw: string): string {
  const parsed = parseJson(json);
  if (parsed === undefined) return raw;
  return JSON.stringify(replaceAt(parsed, pick, POISON)).replace(JSON.stringify(POISON), raw);
}

/** A flaw for a JSON text: a key put into one of its objects, or a raw value in place of one of its values. */
const textFlaw: fc.Arbitrary<(json: string) => string> = fc.oneof(
  fc.tuple(fc.nat(), INJECTED_KEY, rawValue).map(
    ([pick, key, raw]) =>
      (json: string) =>
        inject(json, pick, key, raw),
  ),
  fc.tuple(fc.nat(), rawValue).map(
    ([pick, raw]) =>
      (json: string) =>
        poison(json, pick, raw),
  ),
);

/** Whole body texts no generator of values can write: prototype keys, deep nesting, broken JSON. */
const RAW_BODIES = [
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":{"polluted":true}}',
  '{"prototype":1}',
  '{"constructor":1,"__proto__":[],"prototype":null}',
  DEEP_ARRAY,
  DEEP_OBJECT,
  `[${'{"a":['.repeat(1500)}${']}'.repeat(1500)}]`,
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '',
  ' ',
  'null',
  '[]',
  '"text"',
  '-0',
  '1e400',
  '{"quantity":1e400}',
  '{"email":"\\ud800x@example.com"}',
  '{"identifier":"\\ud800x","password":"\\udfff"}',
  '{"name":"a\\u0000b"}',
  '\u0000',
  'x'.repeat(2_000_000),
  `[${'1,'.repeat(200_000)}1]`,
];

export function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG that says it is `width`×`height` and holds no pixels (a decompression bomb's header). */
function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 2, 0, 0, 0], 12);
  const chunk = Buffer.alloc(25);
  chunk.writeUInt32BE(13, 0);
  ihdr.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(ihdr), 21);
  const end = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Uint8Array.from(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk, end]));
}

const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const bytes = (text: string) => Uint8Array.from(Buffer.from(text));
const FILES: [string, Uint8Array][] = [
  ['photo.png', PNG_1X1],
  ['junk.png', bytes('not an image at all')],
  ['empty.jpg', new Uint8Array()],
  ['truncated.png', PNG_1X1.slice(0, 40)],
  ['huge.png', pngHeader(60_000, 60_000)],
  ['zero.png', pngHeader(0, 0)],
  ['wide.png', pngHeader(0x7fffffff, 1)],
  ['bomb.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')],
  ['huge.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>')],
  [
    'entity.svg',
    bytes(
      '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>',
    ),
  ],
  ['page.html', bytes('<html><script>alert(1)</script></html>')],
  ['gif.gif', bytes('GIF89a')],
  ['nul\u0000.png', PNG_1X1],
  ['../../../etc/passwd.png', PNG_1X1],
  [`${'x'.repeat(300)}.png`, PNG_1X1],
  ['фото.jpeg', PNG_1X1],
  ['.png', PNG_1X1],
  ['noextension', PNG_1X1],
];
const file: fc.Arbitrary<[string, Uint8Array]> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<[string, Uint8Array]>(['photo.png', PNG_1X1]) },
  { weight: 6, arbitrary: fc.constantFrom(...FILES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('random.png', 'random.jpg', 'random.webp'), fc.uint8Array({ maxLength: 4096 }))
      .map(([name, data]): [string, Uint8Array] => [name, data]),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 256 })
      .map((junk): [string, Uint8Array] => ['tail.png', Uint8Array.from([...PNG_1X1.slice(0, 33), ...junk])]),
  },
);
const fileType = fc.constantFrom('', 'image/png', 'image/png', 'image/png', 'image/jpeg', 'image/svg+xml', 'text/html');

/** Media types for a JSON body: mostly JSON, sometimes a type the route does not take. */
const JSON_TYPE = fc.oneof(
  { weight: 16, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constant('application/json; charset=utf-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=latin1',
      'application/merge-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
);

function jsonBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 7, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
        {
          weight: 3,
          arbitrary: fc.tuple(value, textFlaw).map(([v, flaw]) => flaw(JSON.stringify(v) ?? 'null')),
        },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
      ),
      JSON_TYPE,
    )
    .map(([body, contentType]) => ({ kind: 'json' as const, text: body, contentType }));
}

function multipartBody(schema: Schema): fc.Arbitrary<Body> {
  const s = resolve(schema);
  const fileFields = Object.entries(s.properties ?? {})
    .filter(([, p]) => isBinary(p))
    .map(([name]) => name);
  return fc
    .record({
      value: mutated(s),
      withFiles: fc.tuple(
        ...fileFields.map(() => fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false))),
      ),
      unexpected: sometimes(fc.constant('unexpected'), 20),
      files: fc.oneof(
        { weight: 4, arbitrary: fc.tuple(file, fileType).map((one) => [one]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(file, fileType), { minLength: 2, maxLength: 4 }) },
      ),
      injected: sometimes(fc.tuple(fc.nat(), textFlaw), 3),
      duplicate: sometimes(fc.nat(), 10),
    })
    .map(({ value, withFiles: included, unexpected, files, injected, duplicate }) => {
      const withFiles = fileFields.filter((_, i) => included[i]);
      const fields: [string, string][] =
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? Object.entries(value).map(([name, field]): [string, string] => [name, text(field)])
          : [['value', text(value)]];
      // a flaw inside one field's text (a JSON field like a list of variants, or a plain one)
      if (injected && fields.length) {
        const [which, flaw] = injected;
        const field = fields[which % fields.length];
        field[1] = flaw(field[1]);
      }
      // the same field twice
      if (duplicate !== null && fields.length) fields.push(fields[duplicate % fields.length]);
      // a file where none belongs
      if (unexpected) withFiles.push(unexpected);
      return {
        kind: 'multipart' as const,
        fields,
        files: withFiles.flatMap((field) => files.map(([[name, data], type]): FilePart => [field, name, data, type])),
      };
    });
}

function bodyOf(operation: Operation): fc.Arbitrary<Body | undefined> {
  if (operation.multipart) {
    return fc.oneof(
      { weight: 8, arbitrary: multipartBody(operation.multipart) },
      // the form sent as JSON instead
      { weight: 1, arbitrary: jsonBody(mutated(operation.multipart)) },
    );
  }
  if (operation.json) {
    return fc.oneof(
      { weight: 12, arbitrary: jsonBody(mutated(operation.json)) },
      // a form where JSON belongs
      { weight: 1, arbitrary: multipartBody(operation.json) },
    );
  }
  // a body where none belongs (fetch sends none with GET)
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant(undefined);
  return fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: jsonBody(anyJson) });
}

const JUNK_PATH_VALUES = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '0x1',
  ' 1',
  '1%20',
  'abc',
  'null',
  'NaN',
  'Infinity',
  'constructor',
  '__proto__',
  'prototype',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%F0%9F%91%9C',
  '..%2F..%2Fetc%2Fpasswd',
  'privacy-policy',
  'terms-conditions',
  'Aarav%20Leather%20Tote',
  encodeURIComponent('x'.repeat(2000)),
];

/** Text as a URL carries it (UTF-8, percent-encoded; a lone surrogate becomes U+FFFD, as in any URL). */
function percentEncoded(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Values that exist (seen in the app's answers), values that cannot, and text where a number belongs. */
function pathValue(parameter: Parameter | undefined): fc.Arbitrary<PathValue> {
  const s = resolve(parameter?.schema);
  const choices: fc.WeightedArbitrary<PathValue>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...JUNK_PATH_VALUES) },
    { weight: 1, arbitrary: someString(1, 20).map(percentEncoded) },
  ];
  if (s.enum) choices.push({ weight: 6, arbitrary: fc.constantFrom(...s.enum.map(String)) });
  if (types(s).some((type) => type === 'integer' || type === 'number')) {
    choices.push({ weight: 6, arbitrary: fc.nat().map((pick): PathValue => ({ pool: 'ids', pick })) });
    choices.push({ weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) });
  } else {
    choices.push({ weight: 6, arbitrary: fc.nat().map((pick): PathValue => ({ pool: 'names', pick })) });
    if (typeof s.example === 'string') choices.push({ weight: 1, arbitrary: fc.constant(s.example) });
  }
  return fc.oneof(...choices);
}

/** A query parameter's text: a valid value, a flawed one, a nasty string, or JSON with a flaw inside. */
function queryValue(schema: Schema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: valid(schema).map(text) },
    { weight: 2, arbitrary: mutated(schema).map(text) },
    { weight: 2, arbitrary: nastyString },
    { weight: 2, arbitrary: fc.tuple(valid(schema), textFlaw).map(([v, flaw]) => flaw(text(v))) },
  );
}

function queryOf(operation: Operation): fc.Arbitrary<[string, string][]> {
  const params = operation.parameters.filter((p) => p.in === 'query');
  const extra = sometimes(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'q', 'page', 'x', 'filter[id]', 'sort[]'), nastyString),
    8,
  );
  return fc
    .record({
      pairs: fc.tuple(
        ...params.map((p) =>
          fc.option(
            queryValue(p.schema).map((value): [string, string] => [p.name, value]),
            { nil: undefined, freq: 2 },
          ),
        ),
      ),
      repeat: sometimes(fc.nat(), 8),
      extra,
    })
    .map(({ pairs, repeat, extra }) => {
      const query = pairs.filter((pair): pair is [string, string] => pair !== undefined);
      // a parameter given twice (Express reads it as a list)
      if (repeat !== null && query.length) query.push(query[repeat % query.length]);
      if (extra) query.push(extra);
      return query;
    });
}

/** Authorization headers a guest may send: nothing mostly, or a token that is not one. */
const JUNK_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOjEsInVzZXJUeXBlIjoiQURNSU4ifQ.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  'Bearer eyJhbGciOiJIUzI1NiJ9.bnVsbA.AAAA',
  `Bearer ${'x'.repeat(8000)}`,
  'Basic Zm9vOmJhcg==',
  'bearer null',
  'Bearer undefined',
];

/** Requests for one operation, each with a role, path, query, headers and body. */
export function requestsFor(operation: Operation): fc.Arbitrary<PlannedRequest> {
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const headers = operation.parameters.filter((p) => p.in === 'header');
  return fc
    .record({
      role: fc.constantFrom<Role>('guest', 'customer', 'admin', 'admin', 'customer'),
      path: fc.tuple(
        ...pathNames.map((name) => pathValue(operation.parameters.find((p) => p.in === 'path' && p.name === name))),
      ),
      query: queryOf(operation),
      header: fc.tuple(
        ...headers.map((h) =>
          fc.option(
            fc.oneof(
              fc.uuid(),
              valid(h.schema).map(text),
              nastyString.filter((v) => /^[\x20-\x7e]*$/.test(v)),
            ),
          ),
        ),
      ),
      authorization: sometimes(fc.constantFrom(...JUNK_AUTHORIZATION), 4),
      body: bodyOf(operation),
    })
    .map(({ role, path, query, header, authorization, body }) => {
      const sent: Record<string, string> = {};
      headers.forEach((h, i) => {
        const value = header[i];
        // only what a header can carry: printable Latin-1
        if (value !== null && /^[\x20-\x7e\xa0-\xff]*$/.test(value)) sent[h.name] = value;
      });
      if (role === 'guest' && authorization !== null) sent.authorization = authorization;
      return { operation, role, path, query, headers: sent, body };
    });
}

/** The request's URL, its path parameters picked from the pools of values seen so far. */
export function urlOf(request: PlannedRequest, pools: Pools): string {
  let i = 0;
  let url = request.operation.path.replace(/\{[^}]+\}/g, () => {
    const value = request.path[i++];
    if (typeof value === 'string') return value;
    const pool = pools[value.pool];
    if (!pool.length) return '1';
    return percentEncoded(String(pool[value.pick % pool.length]));
  });
  if (request.query.length) url += `?${new URLSearchParams(request.query)}`;
  return url;
}

/** Adds the ids, names and slugs found in an answer to the pools. */
export function harvest(body: unknown, pools: Pools, limit = 400): void {
  const ids = new Set(pools.ids);
  const names = new Set(pools.names);
  const walk = (node: unknown, depth: number) => {
    if (depth > 8 || node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && /^(id|\w+Id)$/.test(key)) {
        ids.add(value);
      } else if (typeof value === 'string' && value && value.length < 200 && /^(slug|name)$/.test(key)) {
        names.add(value);
      } else walk(value, depth + 1);
    }
  };
  walk(body, 0);
  pools.ids = [...ids].slice(-limit);
  pools.names = [...names].slice(-limit);
}
