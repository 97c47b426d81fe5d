import { describe, expect, it } from 'vitest';
import { envSchema } from '../env.js';
import { isPushServiceEndpoint } from './push-subscriptions.js';

describe('isPushServiceEndpoint', () => {
  const hosts = envSchema.parse({}).PUSH_SERVICE_HOSTS;

  it("takes the browsers' push services by default, and their subdomains", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGh0dHBz',
    ]) {
      expect(isPushServiceEndpoint(endpoint, hosts), endpoint).toBe(true);
    }
  });

  it('refuses any other host, look-alikes included, and what is not an address', () => {
    for (const endpoint of [
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://xfcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint, hosts), endpoint).toBe(false);
    }
  });
});
