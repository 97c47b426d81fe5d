import type { Page } from 'playwright-core';
import { setOperatorPassword } from '../../src/server/services/operators.js';
import { createShop, setDomain, setWhatsAppNumber } from '../../src/server/services/platform.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

/** Fits the width, passes axe, and is photographed for people to look at. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

// The platform's operator (docs/decisions/0021-platform-operator.md) on a phone: signs in, creates
// a shop, is shown its owner's password once, then suspends and resumes it.
describe('the platform operator', () => {
  test('signs in, creates a shop, sees the password once, suspends and resumes it', async ({ app, page }) => {
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    await page.goto('/platform');
    await page.getByRole('heading', { name: 'Operator sign in' }).waitFor();
    await checkScreen(page, 'platform-login');

    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed. Please check your credentials.', { exact: true }).waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Signed in as asha').waitFor();
    await page.getByRole('heading', { name: 'main', exact: true }).waitFor();
    await checkScreen(page, 'platform-shops');

    await page.getByRole('button', { name: 'New shop' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Time zone').inputValue()).toBe('Asia/Kolkata');
    await dialog.getByRole('button', { name: 'Create shop' }).click();
    await dialog.getByText('Slug is required').waitFor();
    await dialog.getByLabel('Slug').fill('kings-cuts');
    await dialog.getByLabel('Shop name').fill('Kings Cuts');
    await dialog.getByLabel('Owner’s username').fill('kingsowner');
    await checkScreen(page, 'platform-new-shop');
    await dialog.getByRole('button', { name: 'Create shop' }).click();
    await dialog.getByRole('heading', { name: 'Kings Cuts is ready' }).waitFor();
    const shown = await dialog.locator('output').nth(1).textContent();
    expect(shown).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await expect.poll(() => dialog.locator('output').nth(2).textContent()).toContain('/s/kings-cuts/admin');
    await checkScreen(page, 'platform-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Shown once: the list never carries it.
    await page.getByRole('heading', { name: 'Kings Cuts' }).waitFor();
    expect(await page.content()).not.toContain(shown ?? 'no password');

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kings Cuts' }) });
    await card.getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Suspend Kings Cuts?' }).waitFor();
    await checkScreen(page, 'platform-suspend');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await card.getByText('Suspended', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Resume' }).click();
    await card.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Operator sign in' }).waitFor();
  });

  test('fits a desktop with its shops', async ({ app, page }) => {
    await useViewport(page, 'desktop');
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    await createShop(app.ctx, { slug: 'york-fades', name: 'York Fades', timeZone: 'America/New_York', ownerUsername: 'tom' });
    await page.goto('/platform');
    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'York Fades' }).waitFor();
    await checkScreen(page, 'platform-shops');
  });

  test('gives a shop its own domain, is told beside the field what is wrong, sees it listed, then removes it', async ({ app, page }) => {
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    const delhi = await createShop(app.ctx, { slug: 'delhi-trims', name: 'Delhi Trims', timeZone: 'Asia/Kolkata', ownerUsername: 'dev' });
    await setDomain(app.ctx, delhi.shop.id, { domain: 'delhi-trims.in' });
    await createShop(app.ctx, { slug: 'ravi-salon', name: 'Ravi Salon', timeZone: 'Asia/Kolkata', ownerUsername: 'ravi' });
    await page.goto('/platform');
    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ravi Salon' }) });
    await card.getByText('None', { exact: true }).waitFor();
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Delhi Trims' }) }).getByText('delhi-trims.in').waitFor();

    await card.getByRole('button', { name: 'Set domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Domain of Ravi Salon' });
    const field = dialog.getByLabel('Domain');
    await field.fill('https://ravi-salon.in');
    await dialog.getByRole('button', { name: 'Save domain' }).click();
    await dialog.getByText('Enter a domain such as ravi-salon.in: letters, digits, hyphens and dots, without https:// or a path').waitFor();
    // Another shop's domain: the server's refusal is said beside the field too.
    await field.fill('Delhi-Trims.in');
    await dialog.getByRole('button', { name: 'Save domain' }).click();
    await dialog.getByText('Another shop already has this domain').waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await checkScreen(page, 'platform-domain-refused');
    await field.fill(' Ravi-Salon.IN ');
    await dialog.getByRole('button', { name: 'Save domain' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('ravi-salon.in', { exact: true }).waitFor();
    // Focus is back on what opened the dialog, which now offers to change the domain.
    await expect.poll(() => card.getByRole('button', { name: 'Change domain' }).evaluate((button) => button === document.activeElement)).toBe(true);

    await useViewport(page, 'desktop');
    await card.getByRole('button', { name: 'Change domain' }).click();
    await expect.poll(() => dialog.getByLabel('Domain').inputValue()).toBe('ravi-salon.in');
    await checkScreen(page, 'platform-domain');
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('None', { exact: true }).waitFor();

    // In Hindi, on a phone. (The page's slugs, such as `main`, are English words: the dialog is read.)
    await useViewport(page, 'phone');
    await page.getByRole('button', { name: /^Switch the language to/ }).click();
    await card.getByText('कोई नहीं', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'डोमेन जोड़ें' }).click();
    const hindi = page.getByRole('dialog', { name: 'Ravi Salon का डोमेन' });
    await hindi.getByLabel('डोमेन').fill('ravi');
    await hindi.getByRole('button', { name: 'डोमेन सेव करें' }).click();
    await hindi.getByText('ravi-salon.in जैसा डोमेन लिखें: अक्षर, अंक, हाइफ़न और बिंदु, https:// या पाथ के बिना').waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'platform-domain-hi');
  });

  test("gives a shop its own WhatsApp number, is told what is wrong, sees it listed, then goes back to the platform's", async ({ app, page }) => {
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    const pune = await createShop(app.ctx, { slug: 'pune-trims', name: 'Pune Trims', timeZone: 'Asia/Kolkata', ownerUsername: 'pune' });
    await setWhatsAppNumber(app.ctx, pune.shop.id, { numberId: '200000000002' });
    await createShop(app.ctx, { slug: 'kiran-cuts', name: 'Kiran Cuts', timeZone: 'Asia/Kolkata', ownerUsername: 'kiran' });
    await page.goto('/platform');
    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kiran Cuts' }) });
    await card.getByText('The platform’s', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Set number' }).click();
    const dialog = page.getByRole('dialog', { name: 'WhatsApp number of Kiran Cuts' });
    const field = dialog.getByLabel('Phone number id');
    await field.fill('+91 98765 43210');
    await dialog.getByRole('button', { name: 'Save number' }).click();
    await dialog.getByText('Enter the phone number id from the WhatsApp settings of the Meta app: digits only').waitFor();
    await field.fill('200000000002');
    await dialog.getByRole('button', { name: 'Save number' }).click();
    await dialog.getByText('Another shop already has this WhatsApp number').waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await checkScreen(page, 'platform-whatsapp-refused');
    await field.fill(' 109876543210 ');
    await dialog.getByRole('button', { name: 'Save number' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('109876543210', { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Change number' }).evaluate((button) => button === document.activeElement)).toBe(true);

    await useViewport(page, 'desktop');
    await card.getByRole('button', { name: 'Change number' }).click();
    await expect.poll(() => dialog.getByLabel('Phone number id').inputValue()).toBe('109876543210');
    await checkScreen(page, 'platform-whatsapp');
    await dialog.getByRole('button', { name: 'Use the platform’s' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('The platform’s', { exact: true }).waitFor();

    await useViewport(page, 'phone');
    await page.getByRole('button', { name: /^Switch the language to/ }).click();
    await card.getByRole('button', { name: 'नंबर जोड़ें' }).click();
    const hindi = page.getByRole('dialog', { name: 'Kiran Cuts का WhatsApp नंबर' });
    await hindi.getByLabel('फ़ोन नंबर id').fill('abc');
    await hindi.getByRole('button', { name: 'नंबर सेव करें' }).click();
    await hindi.getByText('Meta ऐप की WhatsApp सेटिंग से फ़ोन नंबर id लिखें: सिर्फ़ अंक').waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'platform-whatsapp-hi');
  });
});
