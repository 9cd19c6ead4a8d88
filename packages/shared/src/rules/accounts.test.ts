import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLengthMessage, passwordProblem } from './accounts';

describe('passwordProblem', () => {
  it('counts characters as the API does (code points): variation selectors count, a pair of UTF-16 units once', () => {
    expect(passwordProblem('abcd\uFE0F\uFE0F\uFE0F\uFE0F')).toBeUndefined(); // 8
    expect(passwordProblem('\u{1F45C}'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(passwordLengthMessage('Password'));
    expect(passwordProblem('\u{1F45C}'.repeat(MAX_PASSWORD_LENGTH))).toBeUndefined();
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH + 1), 'New password')).toBe(
      passwordLengthMessage('New password'),
    );
    expect(passwordProblem(undefined)).toBe(passwordLengthMessage('Password'));
  });
});
