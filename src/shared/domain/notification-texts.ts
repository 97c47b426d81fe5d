import type { Language, MessageKind } from '../constants.js';
import { MESSAGE_TITLES, notificationText, type MessageParams } from './message-rules.js';

/** What a notification is written from: the token, a shop-local time and the barber; never a customer's name or phone. */
export type NotificationParams = Pick<MessageParams, 'token' | 'time' | 'barber'>;

const HINDI_TITLES: Record<MessageKind, string> = {
  confirmation: 'बुकिंग पक्की',
  turn_near: 'आपकी बारी पास है',
  moved_earlier: 'समय पहले हो गया',
  running_late: 'देरी हो रही है',
  shop_closed: 'दुकान बंद',
  cancelled_by_shop: 'दुकान ने रद्द की',
  after_hours: 'काम का दिन ख़त्म',
  turn_passed: 'आपकी बारी आई थी',
  barber_changed: 'नया बार्बर',
};

function hindiText(kind: MessageKind, { token, time = '', barber = '' }: NotificationParams): string {
  switch (kind) {
    case 'confirmation':
      return `बुकिंग पक्की: टोकन #${token}, ${barber} के साथ, अनुमानित समय ${time}।`;
    case 'turn_near':
      return `आपकी बारी पास है: टोकन #${token} का अनुमानित समय ${time} है। कृपया दुकान पर आ जाएँ।`;
    case 'moved_earlier':
      return `अच्छी ख़बर: टोकन #${token} का समय अब पहले है, ${time}।`;
    case 'running_late':
      return `देरी हो रही है: टोकन #${token} का अनुमानित समय अब ${time} है। इंतज़ार के लिए माफ़ कीजिए।`;
    case 'shop_closed':
      return `दुकान अभी बंद हो गई है। टोकन #${token}: अपनी बुकिंग के बारे में कृपया दुकान पर फ़ोन करें।`;
    case 'cancelled_by_shop':
      return `आपकी बुकिंग (टोकन #${token}) दुकान ने रद्द कर दी है।`;
    case 'after_hours':
      return `माफ़ कीजिए: हो सकता है ${barber} काम का दिन ख़त्म होने से पहले टोकन #${token} तक न पहुँच पाएँ। कृपया दुकान पर फ़ोन करें या कोई और समय बुक करें।`;
    case 'turn_passed':
      return `आपकी बारी आई, पर आप दुकान पर नहीं थे: लौटते ही टोकन #${token} अगला है। पहुँचकर "मैं यहाँ हूँ" दबाएँ।`;
    case 'barber_changed':
      return `टोकन #${token} अब ${barber} के साथ है, अनुमानित समय ${time}।`;
  }
}

/**
 * A title or text with the name of the shop it is from, so that a customer of several shops knows
 * which one wrote: "Kapoor Salon · Your turn is near". Unchanged when the shop has no name.
 */
export function withShopName(shopName: string | undefined, text: string): string {
  return shopName ? `${shopName} · ${text}` : text;
}

/**
 * A notification's title and text in the language the phone shows the app in (docs/product/architecture.md#reach). The
 * time comes written as the server writes it ('4:35 PM'); in Hindi it reads as the app writes
 * times there ('4:35 pm').
 */
export function notificationIn(language: Language, kind: MessageKind, params: NotificationParams): { title: string; body: string } {
  if (language === 'hi') {
    const time = params.time?.replace(/ (AM|PM)$/, (period) => period.toLowerCase());
    return { title: HINDI_TITLES[kind], body: hindiText(kind, { ...params, time }) };
  }
  return { title: MESSAGE_TITLES[kind], body: notificationText(kind, { ...params, link: '' }) };
}
