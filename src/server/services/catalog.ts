import { DEFAULT_SERVICE_ICON } from '../../shared/service-icons.js';
import type { Service, ServiceCreate, ServiceUpdate } from '../../shared/schemas/service.js';
import type { AppContext } from '../context.js';
import { insertService, markServiceDeleted, updateLiveService } from '../data/services.js';
import type { ShopTx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { commitChange } from '../realtime/changes.js';
import type { ServiceRow } from './store.js';

const SERVICE_NOT_FOUND = 'Service not found';

/** A service row as the API shows it (docs/product/data.md Service). */
export function presentService(row: ServiceRow): Service {
  return { id: row.id, name: row.name, description: row.description, duration: row.duration, icon: row.icon, price: row.price };
}

/** Services offered for new bookings, from the hot store. */
export async function listServices(ctx: AppContext): Promise<ServiceRow[]> {
  return ctx.store.services();
}

/** Runs a catalogue change with its notice in one transaction. */
function changeCatalog<T>(ctx: AppContext, change: (tx: ShopTx) => Promise<T>): Promise<T> {
  return commitChange(ctx, async (tx, announce) => {
    const value = await change(tx);
    await announce.notice({ type: 'servicesUpdated', data: {} });
    return value;
  });
}

/** Adds a service to the menu; the icon defaults to scissors (docs/product/screens.md Services tab). */
export async function createService(ctx: AppContext, input: ServiceCreate): Promise<ServiceRow> {
  return changeCatalog(ctx, async (tx) => {
    return insertService(tx, { ...input, icon: input.icon ?? DEFAULT_SERVICE_ICON });
  });
}

/** Edits a service; bookings already made keep their snapshot of it (docs/product/data.md#invariants). */
export async function updateService(ctx: AppContext, id: number, input: ServiceUpdate): Promise<ServiceRow> {
  return changeCatalog(ctx, async (tx) => {
    const row = await updateLiveService(tx, id, input);
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return row;
  });
}

/** Soft delete: the service disappears from new bookings, history keeps its snapshot (docs/product/data.md#invariants). */
export async function deleteService(ctx: AppContext, id: number): Promise<void> {
  await changeCatalog(ctx, async (tx) => {
    if (!(await markServiceDeleted(tx, id, new Date(ctx.clock())))) throw notFound(SERVICE_NOT_FOUND);
  });
}
