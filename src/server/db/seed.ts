import { sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../auth/password.js';
import type { Env } from '../env.js';
import type { Database } from './client.js';
import { insertBarber, insertService, type NewBarber, type NewService } from './factories.js';
import { shopSettings, users } from './schema.js';

/** The shop the migrations made (docs/decisions/0019-shops.md): the one a first start prepares. */
export const FIRST_SHOP_ID = 1;

/** Any fixed 64-bit number; every process that bootstraps takes the same advisory lock. */
const BOOTSTRAP_LOCK_KEY = 7_260_318_114;

export interface Credentials {
  username: string;
  password: string;
}

export interface BootstrapResult {
  /** False when the database had users already and nothing was touched. */
  created: boolean;
  /** The admin's password, when ADMIN_PASSWORD was unset; shown once on the console, never logged. */
  generatedPassword?: string;
  /** Logins of the demo barbers (generated passwords); shown once on the console, never logged. */
  demoBarbers?: Credentials[];
}

export interface BootstrapLog {
  info(msg: string): void;
  warn(msg: string): void;
}

type DemoBarber = Omit<NewBarber, 'password'>;

const DEMO_BARBERS: DemoBarber[] = [
  {
    name: 'Arjun Mehta',
    username: 'arjun',
    photo: '/images/barbers/arjun.svg',
    specialty: 'Fades & modern cuts',
    experience: 8,
    bio: 'Sharp skin fades, textured crops and quiffs. Trained in Mumbai, precise to the last millimetre.',
  },
  {
    name: 'Ravi Kumar',
    username: 'ravi',
    photo: '/images/barbers/ravi.svg',
    specialty: 'Beard sculpting',
    experience: 12,
    bio: 'Twelve years of beard shaping and hot-towel shaves. Patient with curls and thick beards.',
  },
  {
    name: 'Imran Shaikh',
    username: 'imran',
    photo: '/images/barbers/imran.svg',
    specialty: 'Classic cuts & colour',
    experience: 6,
    bio: 'Side parts, scissor work and natural-looking colour. Ask him about covering greys.',
  },
  {
    name: 'Vikram Singh',
    username: 'vikram',
    photo: '/images/barbers/vikram.svg',
    specialty: 'Straight-razor shaves',
    experience: 15,
    bio: 'The senior chair: straight-razor shaves, beard dressing and a famous champi head massage.',
  },
];

const DEMO_SERVICES: NewService[] = [
  { name: 'Haircut', duration: 30, price: 300, icon: 'scissors', description: 'Consultation, wash and a cut styled your way.' },
  { name: 'Beard Trim', duration: 15, price: 150, icon: 'beard', description: 'Shape-up and line-up of the beard with clean edges.' },
  { name: 'Hair + Beard', duration: 45, price: 400, icon: 'pole', description: 'Haircut and beard trim together, finished with a hot towel.' },
  { name: 'Clean Shave', duration: 20, price: 200, icon: 'razor', description: 'Traditional straight-razor shave with hot towel and aftershave.' },
  { name: 'Hair Colour', duration: 60, price: 800, icon: 'colour', description: 'Ammonia-free colour or henna, including grey coverage.' },
  { name: 'Head Massage', duration: 20, price: 250, icon: 'massage', description: 'Champi with warm oil to relax the scalp and shoulders.' },
];

/** The demo shop's contact details, shown in the footer and on the track page. */
const DEMO_CONTACT = {
  shopName: 'Chair Barber Studio',
  shopPhone: '+91 98765 43210',
  shopAddress: '14, 12th Main Road, Indiranagar, Bengaluru 560038',
  mapUrl: 'https://www.openstreetmap.org/search?query=Indiranagar%2C%20Bengaluru',
};

/**
 * Prepares an empty database on first start: the first shop's settings, its admin and, when asked,
 * a demo shop. A shop with a user in it already is left alone, so it is never seeded twice.
 */
export async function bootstrap(
  database: Database,
  env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>,
  log: BootstrapLog,
): Promise<BootstrapResult> {
  return database.forShop(FIRST_SHOP_ID).transaction(async (tx) => {
    // Two processes starting at once on one PostgreSQL server: the second waits here, then sees
    // the first one's users and does nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return { created: false };

    await tx.insert(shopSettings).values({}).onConflictDoNothing();

    const adminPassword = env.ADMIN_PASSWORD ?? generatePassword();
    await tx.insert(users).values({
      username: env.ADMIN_USERNAME,
      passwordHash: await hashPassword(adminPassword),
      role: 'admin',
    });
    log.info(`Created admin user "${env.ADMIN_USERNAME}"`);
    const result: BootstrapResult = { created: true };
    if (env.ADMIN_PASSWORD === undefined) {
      log.warn('ADMIN_PASSWORD is unset: a generated admin password is printed once on the console');
      result.generatedPassword = adminPassword;
    }
    if (!env.SEED_DEMO) return result;

    const demoBarbers: Credentials[] = [];
    for (const barber of DEMO_BARBERS) {
      // Usernames are unique case-insensitively; an admin called "arjun" must not stop the seed.
      const username =
        barber.username.toLowerCase() === env.ADMIN_USERNAME.toLowerCase() ? `${barber.username}-barber` : barber.username;
      const password = generatePassword();
      await insertBarber(tx, { ...barber, username, password });
      demoBarbers.push({ username, password });
    }
    for (const service of DEMO_SERVICES) await insertService(tx, service);
    await tx.update(shopSettings).set(DEMO_CONTACT);
    log.info(`Seeded demo shop: ${DEMO_BARBERS.length} barbers, ${DEMO_SERVICES.length} services`);
    return { ...result, demoBarbers };
  });
}
