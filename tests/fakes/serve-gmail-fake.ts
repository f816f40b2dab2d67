/**
 * Runs the Gmail fake as its own process for the browser journeys
 * (scripts/e2e-server.mjs starts it when E2E_GMAIL_FAKE_PORT is set): a
 * mailbox of a few messages on 127.0.0.1:<port>, driven by the tests through
 * its control endpoint (POST/DELETE /__faults, GET /__messages).
 */
import { GmailFake, makeGmailMessage } from './gmail-fake';

const port = Number(process.env.E2E_GMAIL_FAKE_PORT ?? 0);
const fake = await new GmailFake({
  emailAddress: process.env.E2E_GMAIL_FAKE_EMAIL ?? 'ada.gmail@example.com',
  clientId: process.env.GOOGLE_CLIENT_ID,
  clientSecret: process.env.GOOGLE_CLIENT_SECRET,
}).start(port);
for (let i = 0; i < 5; i++) {
  fake.addMessages(makeGmailMessage({ subject: `Gmail fault drill ${i}`, html: `<p>Drill number ${i}</p>`, text: undefined }));
}
console.log(`gmail fake listening on ${fake.baseUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.stop().then(() => process.exit(0)));
}
