// The error-report tunnel's check (deploy/nginx.conf, location /monitoring/sentry), in nginx's
// JavaScript module (njs 0.7, Debian's libnginx-mod-http-js). The browser SDK posts an envelope
// whose first line is a JSON header naming the DSN it was built for; Sentry's guidance for tunnels:
// forward only envelopes whose DSN names the configured host and project. Anything else is refused
// (400 for what is not an envelope, 403 for another project's), and nothing of it is forwarded.
// The configured project is read from SENTRY_UPSTREAM (`https://<host>/api/<project>/envelope/`).

/** `https://<host>[/<prefix>]/api/<project>/envelope/`: where reports go. */
const UPSTREAM = /^https?:\/\/([^/?#]+)((?:\/[^/?#]+)*?)\/api\/(\d+)\/envelope\/?$/i;
/** `https://<public key>@<host>[/<prefix>]/<project>`: the DSN an envelope names. */
const DSN = /^https?:\/\/[^@/?#\s]+@([^/?#]+)((?:\/[^/?#]+)*?)\/(\d+)\/?$/i;

function project(pattern, url) {
  const match = typeof url === 'string' ? pattern.exec(url) : null;
  return match ? match[1].toLowerCase() + (match[2] || '') + '/' + match[3] : null;
}

/** The DSN named in an envelope's header (its first line), or null when there is none. */
function namedDsn(body) {
  if (typeof body !== 'string') return null;
  const end = body.indexOf('\n');
  try {
    const header = JSON.parse(end < 0 ? body : body.slice(0, end));
    return header !== null && typeof header === 'object' ? header.dsn : null;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 has no `catch {`
  } catch (error) {
    return null;
  }
}

async function forward(r) {
  const body = r.requestText;
  if (typeof body !== 'string') {
    r.return(400);
    return;
  }
  const dsn = namedDsn(body);
  if (typeof dsn !== 'string') {
    r.return(400);
    return;
  }
  const wanted = project(UPSTREAM, r.variables.cabinet_sentry);
  if (wanted === null || project(DSN, dsn) !== wanted) {
    r.return(403);
    return;
  }
  // The internal location proxies the same body (a subrequest's default) to SENTRY_UPSTREAM.
  const reply = await r.subrequest('/monitoring/sentry-upstream', { method: 'POST' });
  const type = reply.headersOut['Content-Type'];
  if (type) r.headersOut['Content-Type'] = type;
  const retry = reply.headersOut['Retry-After'];
  if (retry) r.headersOut['Retry-After'] = retry;
  const limits = reply.headersOut['X-Sentry-Rate-Limits'];
  if (limits) r.headersOut['X-Sentry-Rate-Limits'] = limits;
  r.return(reply.status, reply.responseText);
}

export default { forward };
