import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_SERVICE_ICON } from '../../shared/service-icons.js';
import type { Service, ServiceCreate, ServiceUpdate } from '../../shared/schemas/service.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { services } from '../db/schema.js';
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
function changeCatalog<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return commitChange(ctx, async (tx, announce) => {
    const value = await change(tx);
    await announce.notice({ type: 'servicesUpdated', data: {} });
    return value;
  });
}

/** Adds a service to the menu; the icon defaults to scissors (docs/product/screens.md Services tab). */
export async function createService(ctx: AppContext, input: ServiceCreate): Promise<ServiceRow> {
  return changeCatalog(ctx, async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({ ...input, icon: input.icon ?? DEFAULT_SERVICE_ICON })
      .returning();
    if (!row) throw new Error('insert services returned nothing');
    return row;
  });
}

/** Edits a service; bookings already made keep their snapshot of it (docs/product/data.md#invariants). */
export async function updateService(ctx: AppContext, id: number, input: ServiceUpdate): Promise<ServiceRow> {
  return changeCatalog(ctx, async (tx) => {
    const [row] = await tx
      .update(services)
      .set(input)
      .where(and(eq(services.id, id), isNull(services.deletedAt)))
      .returning();
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return row;
  });
}

/** Soft delete: the service disappears from new bookings, history keeps its snapshot (docs/product/data.md#invariants). */
export async function deleteService(ctx: AppContext, id: number): Promise<void> {
  await changeCatalog(ctx, async (tx) => {
    const [row] = await tx
      .update(services)
      .set({ deletedAt: new Date(ctx.clock()) })
      .where(and(eq(services.id, id), isNull(services.deletedAt)))
      .returning({ id: services.id });
    if (!row) throw notFound(SERVICE_NOT_FOUND);
  });
}
