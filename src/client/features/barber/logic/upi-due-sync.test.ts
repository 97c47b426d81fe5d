import { describe, expect, it } from 'vitest';
import { upiDueSync, type UpiDueOutcome } from './upi-due-sync.js';

/** A send whose answers the test gives, one request at a time. */
function controlledSend() {
  const requests: { amountPaise: number | null; resolve: () => void; reject: () => void }[] = [];
  const send = (amountPaise: number | null) =>
    new Promise<void>((resolve, reject) => {
      requests.push({
        amountPaise,
        resolve,
        reject: () => {
          reject(new Error('refused'));
        },
      });
    });
  return { send, requests };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the UPI amount shown to the customer (docs/product/money.md#upi)', () => {
  it('sends one update at a time: the next waits for the one before to answer', async () => {
    const { send, requests } = controlledSend();
    const outcomes: UpiDueOutcome[] = [];
    const sync = upiDueSync(send, (outcome) => {
      outcomes.push(outcome);
    });
    const first = sync.want(27000);
    await settle();
    const second = sync.want(null);
    await settle();
    expect(requests.map((request) => request.amountPaise)).toEqual([27000]);
    requests[0]?.resolve();
    await first;
    await settle();
    expect(requests.map((request) => request.amountPaise)).toEqual([27000, null]);
    requests[1]?.resolve();
    await second;
    expect(sync.shown()).toBeNull();
    expect(outcomes).toEqual([
      { kind: 'shown', amountPaise: 27000 },
      { kind: 'shown', amountPaise: null },
    ]);
  });

  it('sends only the latest of the wishes that waited, and nothing when it is already shown', async () => {
    const { send, requests } = controlledSend();
    const sync = upiDueSync(send, () => undefined);
    void sync.want(27000);
    await settle();
    void sync.want(30000);
    void sync.want(31000);
    const last = sync.want(27000);
    requests[0]?.resolve();
    await last;
    expect(requests.map((request) => request.amountPaise)).toEqual([27000]);
    expect(sync.shown()).toBe(27000);
    await sync.want(27000);
    expect(requests).toHaveLength(1);
  });

  it('counts an amount as shown only once its update succeeded, and says which update failed', async () => {
    const { send, requests } = controlledSend();
    const outcomes: UpiDueOutcome[] = [];
    const sync = upiDueSync(send, (outcome) => {
      outcomes.push(outcome);
    });
    const shown = sync.want(27000);
    await settle();
    expect(sync.shown()).toBeNull();
    requests[0]?.resolve();
    await shown;
    expect(sync.shown()).toBe(27000);
    // Taking it away fails: the amount is still shown, and a later try sends it again.
    const clearing = sync.want(null);
    await settle();
    requests[1]?.reject();
    await clearing;
    expect(sync.shown()).toBe(27000);
    expect(outcomes.at(-1)).toEqual({ kind: 'failed', amountPaise: null });
    const again = sync.want(null);
    await settle();
    expect(requests.map((request) => request.amountPaise)).toEqual([27000, null, null]);
    requests[2]?.resolve();
    await again;
    expect(sync.shown()).toBeNull();
    expect(outcomes.at(-1)).toEqual({ kind: 'shown', amountPaise: null });
  });
});
