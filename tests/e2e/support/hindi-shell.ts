import type { Page } from 'playwright-core';
import type { ApiClient } from './api-client.js';
import type { E2EApp } from './app-server.js';

/** The shop the frame's Hindi journeys show: a name, number and address of its own, both barbers in. */
export async function setUpHindiShop(app: E2EApp, admin: ApiClient): Promise<void> {
  await admin.updateShopSettings({ shopName: 'Shree Ganesh Salon', shopPhone: '+91 98765 43210', shopAddress: '12 MG Road, Lucknow' });
  // The factory's specialty ('Barber') is the shop's data, not the app's text: one of the shop's
  // own words instead, so that no English catalogue word is on screen by coincidence.
  await admin.updateBarber(app.shop.barberA.id, { isAvailable: true, specialty: 'फ़ेड और नए स्टाइल' });
  await admin.updateBarber(app.shop.barberB.id, { isAvailable: true, specialty: 'दाढ़ी की सेटिंग' });
}

/** The home page's hero heading, in the language shown. */
export const heroHeading = (page: Page, language: 'en' | 'hi') =>
  page.getByRole('heading', { level: 1, name: language === 'hi' ? 'प्रीमियम ग्रूमिंग' : 'PREMIUM GROOMING' });
