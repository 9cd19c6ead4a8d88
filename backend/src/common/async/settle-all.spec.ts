import { settleAll } from './settle-all';

describe('settleAll', () => {
  it('resolves with every value, in order', async () => {
    await expect(settleAll([Promise.resolve(1), Promise.resolve(2)])).resolves.toEqual([1, 2]);
  });

  it('rejects with the first failure only after every promise has settled', async () => {
    let slowFinished = false;
    const slow = new Promise<number>((resolve) =>
      setTimeout(() => {
        slowFinished = true;
        resolve(3);
      }, 20),
    );
    await expect(
      settleAll([Promise.reject(new Error('first')), slow, Promise.reject(new Error('second'))]),
    ).rejects.toThrow('first');
    expect(slowFinished).toBe(true);
  });
});
