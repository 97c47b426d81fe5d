import type { BootstrapResult } from './db/seed.js';

const WIDTH = 72;

/** Where one-time codes and messages to customers go: `echo` keeps them in the app, unsent. */
export interface Sending {
  otpSender: 'echo' | 'whatsapp';
  messageChannel: 'echo' | 'whatsapp';
  /** Whether WhatsApp messages name their shop in the template's header (WHATSAPP_TEMPLATE_SHOP_HEADER). */
  shopHeader: boolean;
  /** Whether the server hosts many shops, or is set up to. */
  manyShops: boolean;
}

/** What the console shows once the server has started (or failed to, after a first start). */
export interface StartFacts {
  adminUsername: string;
  /** The passwords the first start made, shown only this once. */
  seeded: Pick<BootstrapResult, 'generatedPassword' | 'demoBarbers'>;
  /** Where the app answers and how it sends; absent when it could not start. */
  started?: Sending & { address: string };
}

/** Breaks a text into lines of at most WIDTH characters, at spaces; later lines are indented. */
function wrap(text: string, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/** Warnings a person starting the app must see: what reaches customers only on the app's own screens. */
export function startWarnings(facts: Sending): string[] {
  const warnings: string[] = [];
  if (facts.otpSender === 'echo') {
    warnings.push('One-time codes are shown on screen instead of being sent (OTP_SENDER=echo): anyone can sign in with every number.');
  }
  if (facts.messageChannel === 'echo') {
    warnings.push(
      "Messages to customers are not sent: they are only kept in the admin's Messages list (MESSAGE_CHANNEL=echo). " +
        'Set WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN to send them.',
    );
  }
  if (facts.messageChannel === 'whatsapp' && !facts.shopHeader && facts.manyShops) {
    warnings.push(
      "WhatsApp messages do not name their shop (WHATSAPP_TEMPLATE_SHOP_HEADER=off), yet this server hosts many shops: a customer of two cannot tell which one wrote. " +
        "Register the templates with the shop's name as their header and set WHATSAPP_TEMPLATE_SHOP_HEADER=on.",
    );
  }
  return warnings;
}

/**
 * The box printed on the console at start: the address, the first start's passwords (never
 * written to the log) and the warnings. The passwords are there even when the start failed.
 */
export function startBox(facts: StartFacts): string {
  const sections: string[][] = [];
  const { started } = facts;
  if (started) sections.push([`Chair is running at ${started.address}`]);
  const passwords: string[] = [];
  if (facts.seeded.generatedPassword) passwords.push(`Admin login: ${facts.adminUsername} / ${facts.seeded.generatedPassword}`);
  for (const barber of facts.seeded.demoBarbers ?? []) passwords.push(`Demo barber login: ${barber.username} / ${barber.password}`);
  if (passwords.length > 0) sections.push(['First start: these passwords are shown only this once. Write them down.', ...passwords]);
  if (started) sections.push(...startWarnings(started).map((warning) => wrap(`Warning: ${warning}`, '  ')));
  if (sections.length === 0) return '';
  const rule = '='.repeat(WIDTH);
  return `\n${rule}\n${sections.map((lines) => lines.join('\n')).join('\n\n')}\n${rule}\n\n`;
}
