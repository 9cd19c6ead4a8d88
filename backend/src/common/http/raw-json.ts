/**
 * A response body that is already JSON text (assembled by PostgreSQL or taken from the catalogue
 * cache); `T` names the shape it has, for the compiler and the reader. The response layer writes
 * it as it is instead of serializing it again.
 */
export class RawJson<T = unknown> {
  declare private readonly shape?: T;

  constructor(readonly json: string) {}

  /** Wraps an object this process built (serialized once, here). */
  static of<T>(value: T): RawJson<T> {
    return new RawJson<T>(JSON.stringify(value));
  }
}
