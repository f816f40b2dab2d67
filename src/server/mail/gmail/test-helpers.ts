/** Shared set-up for the Gmail adapter tests: a fake on loopback and a client wired to it. */
import { startGmailFake, type GmailFake, type GmailFakeOptions } from '../../../../tests/fakes/gmail-fake';
import { GmailClient, type GmailClientOptions } from './api';

export interface Harness {
  fake: GmailFake;
  client: GmailClient;
  sleeps: number[];
  refreshes: () => number;
}

export async function makeHarness(fakeOptions: GmailFakeOptions = {}, clientOptions: Partial<GmailClientOptions> = {}): Promise<Harness> {
  const { fake, accessToken, refreshToken } = await startGmailFake(fakeOptions);
  const sleeps: number[] = [];
  let refreshCount = 0;
  const client = new GmailClient({
    baseUrl: fake.baseUrl,
    getAccessToken: () => accessToken,
    refresh: async () => {
      refreshCount++;
      const res = await fetch(fake.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: fake.clientId, client_secret: fake.clientSecret }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
    ...clientOptions,
  });
  return { fake, client, sleeps, refreshes: () => refreshCount };
}
