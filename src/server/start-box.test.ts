import { describe, expect, it } from 'vitest';
import { startBox, startWarnings } from './start-box.js';

/** One shop, its templates registered without a header. */
const oneShop = { shopHeader: false, manyShops: false };

const firstStart = {
  generatedPassword: 'kite-lamp-42',
  demoBarbers: [{ username: 'arjun', password: 'river-stone-7' }],
};

describe('the start box', () => {
  it('shows the address, the first start passwords and, beside them, that codes and messages are not sent', () => {
    const box = startBox({
      adminUsername: 'admin',
      seeded: firstStart,
      started: { address: 'http://localhost:3000', otpSender: 'echo', messageChannel: 'echo', ...oneShop },
    });
    const rule = '='.repeat(72);
    expect(box).toBe(
      [
        '',
        rule,
        'Chair is running at http://localhost:3000',
        '',
        'First start: these passwords are shown only this once. Write them down.',
        'Admin login: admin / kite-lamp-42',
        'Demo barber login: arjun / river-stone-7',
        '',
        'Warning: One-time codes are shown on screen instead of being sent',
        '  (OTP_SENDER=echo): anyone can sign in with every number.',
        '',
        'Warning: Messages to customers are not sent: they are only kept in the',
        "  admin's Messages list (MESSAGE_CHANNEL=echo). Set",
        '  WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN to send them.',
        rule,
        '',
        '',
      ].join('\n'),
    );
  });

  it('warns about messages alone on a later start whose codes go out by WhatsApp', () => {
    const box = startBox({
      adminUsername: 'admin',
      seeded: {},
      started: { address: 'http://localhost:3000', otpSender: 'whatsapp', messageChannel: 'echo', ...oneShop },
    });
    expect(box).toContain('Chair is running at http://localhost:3000\n\nWarning: Messages to customers are not sent');
    expect(box).not.toContain('One-time codes');
    expect(box).not.toContain('passwords');
  });

  it('says nothing more than the address when everything is sent', () => {
    expect(startWarnings({ otpSender: 'whatsapp', messageChannel: 'whatsapp', ...oneShop })).toEqual([]);
    const box = startBox({
      adminUsername: 'admin',
      seeded: {},
      started: { address: 'http://localhost:3000', otpSender: 'whatsapp', messageChannel: 'whatsapp', ...oneShop },
    });
    expect(box.trim().split('\n')).toEqual(['='.repeat(72), 'Chair is running at http://localhost:3000', '='.repeat(72)]);
  });

  it('warns a platform whose WhatsApp messages do not name their shop, and no one else', () => {
    const platform = { otpSender: 'whatsapp', messageChannel: 'whatsapp', shopHeader: false, manyShops: true } as const;
    const box = startBox({ adminUsername: 'admin', seeded: {}, started: { address: 'http://localhost:3000', ...platform } });
    expect(box).toContain(
      [
        'Warning: WhatsApp messages do not name their shop',
        '  (WHATSAPP_TEMPLATE_SHOP_HEADER=off), yet this server hosts many shops:',
        '  a customer of two cannot tell which one wrote. Register the templates',
        "  with the shop's name as their header and set",
        '  WHATSAPP_TEMPLATE_SHOP_HEADER=on.',
      ].join('\n'),
    );
    expect(startWarnings({ ...platform, shopHeader: true })).toEqual([]);
    expect(startWarnings({ ...platform, manyShops: false })).toEqual([]);
    // Messages kept in the app name their shop already: only the echo warning.
    expect(startWarnings({ ...platform, messageChannel: 'echo' })).toHaveLength(1);
  });

  it('still shows the first start passwords when the server could not start', () => {
    const box = startBox({ adminUsername: 'owner', seeded: firstStart });
    expect(box).toContain('Admin login: owner / kite-lamp-42');
    expect(box).not.toContain('running');
    expect(box).not.toContain('Warning');
  });
});
