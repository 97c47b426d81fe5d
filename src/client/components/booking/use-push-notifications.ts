import { useState } from 'react';
import { textsIn } from '../../lib/i18n/catalogue.js';
import { describeApiError } from '../../lib/i18n/error-text.js';
import { currentLanguage } from '../../lib/i18n/language.js';
import { pushEndpointOf } from '../../lib/push/push-devices.js';
import { pushSupport } from '../../lib/push/push-support.js';
import { toast } from '../ui/use-toast.js';
import { bookingComponentTexts } from './texts.js';

/** What the "Notify me on this phone" control shows. */
export type PushState = 'unsupported' | 'off' | 'turning-on' | 'on' | 'turning-off' | 'blocked';

function initialState(bookingId: number): PushState {
  const support = pushSupport();
  if (support === 'unsupported') return 'unsupported';
  if (support === 'denied') return 'blocked';
  return support === 'granted' && pushEndpointOf(bookingId) !== undefined ? 'on' : 'off';
}

/** A failure's toast, in the language shown when it comes. */
function failed(error: unknown, title: 'turnOnFailed' | 'turnOffFailed'): void {
  const language = currentLanguage();
  const t = textsIn(bookingComponentTexts, language);
  toast({ variant: 'destructive', title: t[title], description: describeApiError(error, language, t.pleaseTryAgain) });
}

/** The subscription flow is its own chunk: most visitors never tap the button. */
const loadFlow = () => import('../../lib/push/push-flow.js');

/**
 * The booking's notifications on this device: on, off, blocked by the browser, or not possible
 * here. Turning on asks for the browser's permission in the tap itself, then loads the flow.
 */
export function usePushNotifications(bookingId: number, manageToken: string | undefined) {
  const [state, setState] = useState<PushState>(() => initialState(bookingId));
  const owner = { bookingId, manageToken };

  const turnOn = () => {
    if (Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    const permission = Notification.requestPermission();
    setState('turning-on');
    loadFlow()
      .then((flow) => flow.enablePush(owner, permission))
      .then((result) => {
        setState(result === 'on' ? 'on' : result === 'blocked' ? 'blocked' : 'off');
      })
      .catch((error: unknown) => {
        setState('off');
        failed(error, 'turnOnFailed');
      });
  };

  const turnOff = () => {
    setState('turning-off');
    loadFlow()
      .then((flow) => flow.disablePush(owner))
      .then(() => {
        setState('off');
      })
      .catch((error: unknown) => {
        setState('on');
        failed(error, 'turnOffFailed');
      });
  };

  return { state, turnOn, turnOff };
}
