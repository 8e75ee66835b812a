import { describe, expect, it } from 'vitest';
import { MIN_REFUND_PAISE, goodwillAmount } from './refund-amounts';

describe('goodwillAmount', () => {
  it('gives what is left when no amount is asked', () => {
    expect(goodwillAmount(9900, 0)).toEqual({ kind: 'ok', amountPaise: 9900, leftAfterPaise: 0 });
    expect(goodwillAmount(9900, 4000)).toEqual({
      kind: 'ok',
      amountPaise: 5900,
      leftAfterPaise: 0,
    });
  });

  it('gives a part up to what is left, and refuses more', () => {
    expect(goodwillAmount(9900, 4000, 5000)).toEqual({
      kind: 'ok',
      amountPaise: 5000,
      leftAfterPaise: 900,
    });
    expect(goodwillAmount(9900, 4000, 5901)).toEqual({ kind: 'exceeds', leftPaise: 5900 });
  });

  it('says when nothing is left, and never counts a refund beyond the payment as money left', () => {
    expect(goodwillAmount(9900, 9900)).toEqual({ kind: 'nothing-left' });
    expect(goodwillAmount(9900, 12000, 100)).toEqual({ kind: 'nothing-left' });
  });

  it('refunds at least a rupee, as the gateway does', () => {
    expect(MIN_REFUND_PAISE).toBe(100);
  });
});
