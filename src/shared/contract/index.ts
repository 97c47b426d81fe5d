import { accuracyEndpoints } from './accuracy.js';
import { arrivalEndpoints } from './arrival.js';
import { authEndpoints } from './auth.js';
import { barberBookingEndpoints } from './barber-bookings.js';
import { barberHoursEndpoints } from './barber-hours.js';
import { barberEndpoints } from './barbers.js';
import { boardEndpoints } from './board.js';
import { branchEndpoints } from './branches.js';
import { bookingDeskEndpoints } from './booking-desk.js';
import { bookingEndpoints } from './bookings.js';
import { customerEndpoints } from './customers.js';
import { docsEndpoints } from './docs.js';
import type { Endpoint } from './endpoint.js';
import type { Route } from './routes.js';
import { healthEndpoints } from './health.js';
import { messageEndpoints } from './messages.js';
import { paymentEndpoints } from './payments.js';
import { numbersEndpoints } from './numbers.js';
import { platformEndpoints } from './platform.js';
import { pushEndpoints } from './push.js';
import { serviceEndpoints } from './services.js';
import { shopListEndpoints } from './shop-list.js';
import { shopSettingsEndpoints } from './shop-settings.js';
import { takingsEndpoints } from './takings.js';
import { uploadEndpoints } from './uploads.js';
import { waitTimeEndpoints } from './wait-time.js';
import { walkInEndpoints } from './walk-ins.js';
import { webhookEndpoints } from './webhooks.js';

export {
  accuracyEndpoints,
  arrivalEndpoints,
  authEndpoints,
  barberBookingEndpoints,
  barberHoursEndpoints,
  barberEndpoints,
  boardEndpoints,
  branchEndpoints,
  bookingDeskEndpoints,
  bookingEndpoints,
  customerEndpoints,
  docsEndpoints,
  healthEndpoints,
  messageEndpoints,
  paymentEndpoints,
  numbersEndpoints,
  platformEndpoints,
  pushEndpoints,
  serviceEndpoints,
  shopListEndpoints,
  shopSettingsEndpoints,
  takingsEndpoints,
  uploadEndpoints,
  waitTimeEndpoints,
  walkInEndpoints,
  webhookEndpoints,
};

/** Every endpoint of the API, by resource: the server registers each one, and only these. */
export const CONTRACT = {
  accuracy: accuracyEndpoints,
  arrival: arrivalEndpoints,
  auth: authEndpoints,
  barberBookings: barberBookingEndpoints,
  barberHours: barberHoursEndpoints,
  barbers: barberEndpoints,
  board: boardEndpoints,
  branches: branchEndpoints,
  bookingDesk: bookingDeskEndpoints,
  bookings: bookingEndpoints,
  customers: customerEndpoints,
  docs: docsEndpoints,
  health: healthEndpoints,
  messages: messageEndpoints,
  payments: paymentEndpoints,
  numbers: numbersEndpoints,
  platform: platformEndpoints,
  push: pushEndpoints,
  services: serviceEndpoints,
  shopList: shopListEndpoints,
  shopSettings: shopSettingsEndpoints,
  takings: takingsEndpoints,
  uploads: uploadEndpoints,
  waitTime: waitTimeEndpoints,
  walkIns: walkInEndpoints,
  webhooks: webhookEndpoints,
} as const;

/** Every endpoint of the contract, in one list. */
export function allEndpoints(): Endpoint[] {
  const resources: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = CONTRACT;
  return Object.values(resources).flatMap((resource) => Object.values(resource));
}

/** The endpoint a route names, with its schemas. */
export function endpointOf(route: Route): Endpoint {
  const resources: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = CONTRACT;
  const found = resources[route.resource]?.[route.name];
  if (!found) throw new Error(`No endpoint ${route.resource}.${route.name} in the contract`);
  return found;
}
