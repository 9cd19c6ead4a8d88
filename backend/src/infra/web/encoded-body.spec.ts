import { notModified } from './encoded-body';

describe('notModified (If-None-Match against an answer kept in memory)', () => {
  const etag = 'W/"abc"';

  it('matches the ETag as it was given, in a list, strong or weak, and *', () => {
    expect(notModified('W/"abc"', etag)).toBe(true);
    expect(notModified('"abc"', etag)).toBe(true);
    expect(notModified('"x", W/"abc"', etag)).toBe(true);
    expect(notModified(' * ', etag)).toBe(true);
  });

  it('does not match another ETag, a part of one, or nothing', () => {
    expect(notModified(undefined, etag)).toBe(false);
    expect(notModified('', etag)).toBe(false);
    expect(notModified('W/"abcd"', etag)).toBe(false);
    expect(notModified('"ab", "c"', etag)).toBe(false);
  });
});
