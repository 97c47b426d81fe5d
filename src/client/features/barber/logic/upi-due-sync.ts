/**
 * The UPI amount the customer's page shows while the payment dialog is open
 * (docs/product/money.md#upi): the dialog's updates go to the server one after another, never
 * overtaking each other, and what the page shows is known only from an update that succeeded.
 */

/** How an update ended: the server holds `amountPaise` (null: no amount), or the update failed. */
export type UpiDueOutcome = { kind: 'shown'; amountPaise: number | null } | { kind: 'failed'; amountPaise: number | null };

export interface UpiDueSync {
  /** Asks for this amount (null: none) after every earlier update; a later wish replaces one still waiting its turn. */
  want(amountPaise: number | null): Promise<void>;
  /** The amount the server holds, as far as the updates that succeeded tell. */
  shown(): number | null;
}

export function upiDueSync(send: (amountPaise: number | null) => Promise<unknown>, report: (outcome: UpiDueOutcome) => void): UpiDueSync {
  let shown: number | null = null;
  let wanted: number | null = null;
  let chain: Promise<void> = Promise.resolve();
  const step = async (): Promise<void> => {
    const target = wanted;
    if (target === shown) {
      report({ kind: 'shown', amountPaise: target });
      return;
    }
    try {
      await send(target);
    } catch {
      report({ kind: 'failed', amountPaise: target });
      return;
    }
    shown = target;
    report({ kind: 'shown', amountPaise: target });
  };
  return {
    want(amountPaise) {
      wanted = amountPaise;
      chain = chain.then(step);
      return chain;
    },
    shown: () => shown,
  };
}
