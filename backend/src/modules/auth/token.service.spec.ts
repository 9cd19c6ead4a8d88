import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { UserType } from '@satchel/shared';
import { TokenService } from './token.service';

const secret = 's'.repeat(48);
const claims = () => ({ sub: 7, role: UserType.CUSTOMER, ver: 0, jti: randomUUID() });

describe('TokenService.verify, with the tokens it has verified remembered', () => {
  const jwt = new JwtService({ secret });
  const tokens = new TokenService(jwt);

  it('still refuses a token for another audience, a changed signature and a changed payload', async () => {
    const token = await jwt.signAsync(claims(), { audience: 'ops', expiresIn: 60 });
    expect(await tokens.verify(token, 'ops')).toMatchObject({ sub: 7 });
    expect(await tokens.verify(token, 'ops')).toMatchObject({ sub: 7 });
    expect(await tokens.verify(token, 'api')).toBeUndefined();

    const [header, payload, signature] = token.split('.');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${otherSignature}`, 'ops')).toBeUndefined();
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 1 }));
    expect(await tokens.verify(`${header}.${raised.toString('base64url')}.${signature}`, 'ops')).toBeUndefined();
  });

  it('refuses a remembered token from the second it expires', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await jwt.signAsync({ ...claims(), exp }, { audience: 'api' });
    expect(await tokens.verify(token)).toMatchObject({ exp });
    // A timer may fire a millisecond early: wait until the clock has reached the second itself.
    while (Date.now() < exp * 1000) await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 1));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('gives claims no caller can change for the next request', async () => {
    const token = await jwt.signAsync(claims(), { audience: 'api', expiresIn: 60 });
    const first = (await tokens.verify(token))!;
    expect(() => Object.assign(first, { sub: 1 })).toThrow(TypeError);
    expect((await tokens.verify(token))!.sub).toBe(7);
  });

  it('keeps a bounded number of tokens, forgetting the oldest, which then verifies afresh', async () => {
    class FewTokens extends TokenService {
      protected override readonly verifiedLimit = 3;
    }
    const few = new FewTokens(jwt);
    const check = jest.spyOn(jwt, 'verifyAsync');
    const signed = await Promise.all(
      [1, 2, 3, 4].map(() => jwt.signAsync(claims(), { audience: 'api', expiresIn: 60 })),
    );
    for (const token of signed) await few.verify(token);
    expect(check).toHaveBeenCalledTimes(4);
    await few.verify(signed[3]);
    expect(check).toHaveBeenCalledTimes(4);
    expect(await few.verify(signed[0])).toMatchObject({ sub: 7 });
    expect(check).toHaveBeenCalledTimes(5);
    check.mockRestore();
  });
});
