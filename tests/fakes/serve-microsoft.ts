/**
 * Runs the Microsoft stand-ins as their own process for the browser journeys
 * (scripts/e2e-server.mjs starts it when E2E_MICROSOFT_PORT is set): the
 * identity platform's authorize and token endpoints on 127.0.0.1:<port>, and
 * a Dovecot on E2E_MICROSOFT_IMAP_PORT whose oauth2 passdb asks that stand-in
 * about each token. Tests drive it
 * through POST /__sign-in-as, /__revoke, /__unrevoke, /__expire and /__issue.
 */
import { startDovecot } from '../helpers/dovecot';
import { startOAuthStandIn } from '../helpers/oauth-server';

const port = Number(process.env.E2E_MICROSOFT_PORT);
const imapPort = Number(process.env.E2E_MICROSOFT_IMAP_PORT);
const standIn = await startOAuthStandIn({ port, control: true });
const dovecot = await startDovecot([], { oauth2IntrospectionUrl: standIn.introspectionUrl, ports: { port: imapPort, tlsPort: imapPort + 1 } });
console.log(`microsoft stand-in on ${standIn.authority}, dovecot on ${dovecot.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([dovecot.stop(), standIn.close()]).then(() => process.exit(0)));
}
