/**
 * Runs the Gmail fake as its own process for the browser journeys
 * (scripts/e2e-server.mjs starts it when E2E_GMAIL_FAKE_PORT is set): a
 * mailbox of a few messages on 127.0.0.1:<port>, driven by the tests through
 * its control endpoint (POST/DELETE /__faults, GET /__messages, POST
 * /__issue). With E2E_GMAIL_IMAP_PORT it also starts a Dovecot there playing
 * imap.gmail.com, whose oauth2 passdb asks the fake about each token.
 */
import { startDovecot, type Dovecot } from '../helpers/dovecot';
import { GmailFake, INTROSPECT_PATH, makeGmailMessage } from './gmail-fake';

const port = Number(process.env.E2E_GMAIL_FAKE_PORT ?? 0);
const fake = await new GmailFake({
  emailAddress: process.env.E2E_GMAIL_FAKE_EMAIL ?? 'ada.gmail@example.com',
  clientId: process.env.GOOGLE_CLIENT_ID,
  clientSecret: process.env.GOOGLE_CLIENT_SECRET,
}).start(port);
for (let i = 0; i < 5; i++) {
  fake.addMessages(makeGmailMessage({ subject: `Gmail fault drill ${i}`, html: `<p>Drill number ${i}</p>`, text: undefined }));
}
const imapPort = Number(process.env.E2E_GMAIL_IMAP_PORT ?? 0);
let dovecot: Dovecot | undefined;
if (imapPort) {
  dovecot = await startDovecot([], { oauth2IntrospectionUrl: `${fake.baseUrl}${INTROSPECT_PATH}`, ports: { port: imapPort, tlsPort: imapPort + 1 } });
}
console.log(`gmail fake listening on ${fake.baseUrl}${dovecot ? `, its IMAP on ${dovecot.port}` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([fake.stop(), dovecot?.stop()]).then(() => process.exit(0)));
}
