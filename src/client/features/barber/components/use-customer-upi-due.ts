import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { setUpiDue } from '../api/payments.js';
import { upiDueSync } from '../logic/upi-due-sync.js';
import { paymentTexts } from '../texts-payment.js';

/** What the payment dialog shows of the customer's page, and how it says the money is in. */
export interface CustomerUpiDue {
  /** The amount could not be put on the customer's page. */
  showFailed: boolean;
  /** The amount could not be taken off the customer's page. */
  clearFailed: boolean;
  /** The payment was recorded: closing the dialog leaves the page to the server, which cleared it. */
  markConfirmed: () => void;
}

/**
 * The customer's page shows the code the dialog shows (docs/product/money.md#upi): `wanted` (null:
 * none) goes to the server a moment after it settles, the updates one after another
 * (upi-due-sync.ts). Closed without the money, the dialog takes the amount away; a failure to do
 * so is said in the dialog, or once it is closed, in a toast.
 */
export function useCustomerUpiDue(bookingId: number, tellsCustomer: boolean, wanted: number | null): CustomerUpiDue {
  const t = useTexts(paymentTexts);
  const [showFailed, setShowFailed] = useState(false);
  const [clearFailed, setClearFailed] = useState(false);
  const open = useRef(true);
  const clearFailedText = useRef(t.upiClearFailed);
  useEffect(() => {
    clearFailedText.current = t.upiClearFailed;
  }, [t.upiClearFailed]);
  const [sync] = useState(() =>
    upiDueSync(
      (amountPaise) => setUpiDue(bookingId, amountPaise),
      (outcome) => {
        const failed = outcome.kind === 'failed';
        setShowFailed(failed && outcome.amountPaise !== null);
        setClearFailed(failed && outcome.amountPaise === null);
        if (failed && outcome.amountPaise === null && !open.current) toast({ title: clearFailedText.current, variant: 'destructive' });
      },
    ),
  );

  useEffect(() => {
    if (!tellsCustomer) return;
    const timer = setTimeout(() => {
      void sync.want(wanted);
    }, 400);
    return () => {
      clearTimeout(timer);
    };
  }, [tellsCustomer, wanted, sync]);

  const confirmed = useRef(false);
  useEffect(() => {
    const done = confirmed;
    const stillOpen = open;
    stillOpen.current = true;
    return () => {
      stillOpen.current = false;
      if (tellsCustomer && !done.current) void sync.want(null);
    };
  }, [tellsCustomer, sync]);

  return {
    showFailed,
    clearFailed,
    markConfirmed: () => {
      confirmed.current = true;
    },
  };
}
