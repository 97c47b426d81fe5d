import { Plus, Trash2 } from 'lucide-react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants.js';
import { PAYMENT_LINES_MAX } from '../../../../shared/schemas/payment.js';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button.js';
import { QrCode } from '../../../components/ui/qr-code.js';
import { Input } from '../../../components/ui/input.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { lineKey, parseRupees, type DraftLine } from '../logic/payment-draft.js';
import { paymentTexts } from '../texts-payment.js';

/** The lines charged (docs/product/money.md#paid-at-the-chair): each name and price editable, removable, and lines added. */
export function LinesEditor({ lines, onChange }: { lines: readonly DraftLine[]; onChange: (lines: DraftLine[]) => void }) {
  const t = useTexts(paymentTexts);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{t.lines}</legend>
      <ul className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const badPrice = parseRupees(line.price) === null;
          return (
            <li key={line.key} className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] sm:grid-cols-[minmax(0,1fr)_7rem_auto] items-center gap-2">
              <Input
                aria-label={t.lineName({ index: index + 1 })}
                value={line.name}
                maxLength={60}
                onChange={(event) => {
                  onChange(lines.map((other) => (other.key === line.key ? { ...other, name: event.currentTarget.value } : other)));
                }}
              />
              <Input
                aria-label={t.linePrice({ index: index + 1 })}
                inputMode="decimal"
                value={line.price}
                placeholder="0"
                aria-invalid={badPrice ? true : undefined}
                className="text-right tabular-nums"
                onChange={(event) => {
                  onChange(lines.map((other) => (other.key === line.key ? { ...other, price: event.currentTarget.value } : other)));
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={lines.length <= 1}
                aria-label={t.removeLine({ name: line.name.trim() || t.lineName({ index: index + 1 }) })}
                onClick={() => {
                  onChange(lines.filter((other) => other.key !== line.key));
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={lines.length >= PAYMENT_LINES_MAX}
        onClick={() => {
          onChange([...lines, { key: lineKey(), name: t.newLine, price: '', serviceId: null }]);
        }}
      >
        <Plus aria-hidden="true" />
        {t.addLine}
      </Button>
    </fieldset>
  );
}

const METHOD_TEXT = { cash: 'cash', upi: 'upi', card: 'card', unpaid: 'unpaid' } as const satisfies Record<PaymentMethod, string>;

/** Cash, UPI, card or unpaid, as radio buttons; UPI disabled with a hint until the shop has a UPI ID. */
export function MethodChooser({ method, upiReady, onChange }: { method: PaymentMethod; upiReady: boolean; onChange: (method: PaymentMethod) => void }) {
  const t = useTexts(paymentTexts);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{t.method}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PAYMENT_METHODS.map((choice) => {
          const disabled = choice === 'upi' && !upiReady;
          return (
            <label
              key={choice}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-gold-400/50',
                method === choice ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-800 hover:bg-sand-50',
                disabled && 'cursor-not-allowed bg-sand-50 text-ink-400 hover:bg-sand-50',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={choice}
                className="sr-only"
                checked={method === choice}
                disabled={disabled}
                aria-describedby={disabled ? 'payment-upi-hint' : undefined}
                onChange={() => {
                  onChange(choice);
                }}
              />
              {t[METHOD_TEXT[choice]]}
            </label>
          );
        })}
      </div>
      {!upiReady && (
        <p id="payment-upi-hint" className="text-sm text-ink-500">
          {t.upiNotSet}
        </p>
      )}
      {method === 'unpaid' && <p className="text-sm text-ink-500">{t.unpaidHint}</p>}
    </fieldset>
  );
}

/** The QR code for the exact total (docs/product/money.md#upi), for the customer to scan. */
export function UpiQrPanel({ panelRef, link, amount, notShown }: { panelRef: Ref<HTMLDivElement>; link: string; amount: string; notShown: boolean }) {
  const t = useTexts(paymentTexts);
  return (
    <div ref={panelRef} className="flex scroll-mb-40 flex-col items-center gap-3 rounded-2xl border border-line bg-sand-50 p-4 text-center">
      <div className="rounded-xl bg-white p-3">
        <QrCode value={link} label={t.upiQr({ amount })} className="size-48" />
      </div>
      <p className="font-display text-xl font-semibold tabular-nums text-ink-950">{amount}</p>
      <p className="max-w-xs text-sm text-ink-600">{t.upiScan}</p>
      {notShown && <p className="text-sm text-ink-600">{t.upiShowFailed}</p>}
    </div>
  );
}
