import { showsNoWait } from '../../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../../shared/schemas/barber.js';
import type { BoardBarber } from '../../../../../shared/schemas/board.js';
import { AddWalkIn } from '../../../../components/staff/walk-in/add-walk-in-dialog.js';
import { Button } from '../../../../components/ui/button.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useBarbers } from '../../../../lib/queries/barbers.js';
import { useBoard } from '../../../../lib/queries/board.js';
import { deskTexts } from '../../texts-desk.js';
import { TabHeader } from '../tab-header.js';
import { ReassignButton } from './reassign-button.js';

const token = (id: number) => `#${id}`;

/** One chair: who is in it, the next tokens and the wait, large enough to read from the counter. */
function ChairCard({ barber, board }: { barber: Barber; board: BoardBarber | undefined }) {
  const t = useTexts(deskTexts);
  const wait = !barber.isAvailable ? t.notAvailable : showsNoWait(barber) ? t.noWait : t.waitMinutes({ minutes: barber.waitTime });
  return (
    <li
      aria-label={barber.name}
      className={cn('flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgb(14_14_16/0.04)]', !barber.isAvailable && 'opacity-70')}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="truncate font-display text-lg font-semibold text-ink-950">{barber.name}</h3>
        <span className="shrink-0 text-sm font-semibold text-ink-600">{wait}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-500">{t.inChair}</dt>
        <dd className="font-display text-2xl font-semibold tabular-nums text-ink-950">
          {board?.serving ? token(board.serving) : <span className="font-sans text-base font-normal text-ink-500">{t.nobody}</span>}
        </dd>
        <dt className="text-ink-500">{t.next}</dt>
        <dd className="flex flex-wrap gap-x-3 font-semibold tabular-nums text-ink-900">
          {board && board.next.length > 0 ? board.next.map((id) => <span key={id}>{token(id)}</span>) : <span className="font-normal text-ink-500">{t.none}</span>}
        </dd>
      </dl>
      <p className="text-sm text-ink-600">{t.waiting({ count: board?.waiting ?? 0 })}</p>
      {(board?.waiting ?? 0) > 0 && (
        <div className="mt-auto">
          <ReassignButton barber={barber} />
        </div>
      )}
    </li>
  );
}

/**
 * The counter tablet's tab: every chair at a glance (live, from the board's figures and the barber
 * list's waits) and one button to add a walk-in to a barber or to whoever is free first.
 */
export function FrontDeskTab() {
  const t = useTexts(deskTexts);
  const barbers = useBarbers();
  const board = useBoard();
  const available = (barbers.data ?? []).filter((barber) => barber.isAvailable);

  return (
    <section aria-labelledby="desk-title">
      <TabHeader
        id="desk-title"
        title={t.title}
        description={t.description}
        action={<AddWalkIn barbers={available.map(({ id, name }) => ({ id, name }))} className="w-full sm:w-auto" />}
      />
      {barbers.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : barbers.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-5 text-sm text-red-800">
          {t.loadFailed}
          <Button variant="outline" onClick={() => void barbers.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : barbers.data.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-5 text-sm text-ink-600">{t.noBarbers}</p>
      ) : (
        <ul aria-label={t.chairs} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {barbers.data.map((barber) => (
            <ChairCard key={barber.id} barber={barber} board={board.data?.barbers.find((entry) => entry.barberId === barber.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
