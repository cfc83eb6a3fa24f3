#!/bin/sh
# Fills in deploy/nginx.conf from the environment (only the cabinet's own placeholders: nginx's
# $variables stay), checks it and runs nginx in the foreground.
set -eu
: "${LISTEN_ADDRESS:=0.0.0.0}" "${PORT:=8080}" "${ROOT:=/usr/share/cabinet}" "${RUNTIME_DIR:=/tmp/cabinet}"
: "${API_UPSTREAM:?set API_UPSTREAM to the API backend, e.g. http://backend:8000}" "${CONNECT_SRC:=}"
: "${SENTRY_UPSTREAM:=}" "${DNS_RESOLVER:=127.0.0.11}" "${CONF_DIR:=/etc/cabinet}"
# The tunnel forwards only envelopes for SENTRY_UPSTREAM's project (deploy/sentry-tunnel.js reads
# its host and project id from it): anything but an envelope URL would refuse every report.
case "$SENTRY_UPSTREAM" in
  "" | http://*/api/*/envelope/ | https://*/api/*/envelope/) ;;
  *) echo "SENTRY_UPSTREAM must be empty or https://<host>/api/<project id>/envelope/, got: $SENTRY_UPSTREAM" >&2; exit 1 ;;
esac
export LISTEN_ADDRESS PORT ROOT RUNTIME_DIR API_UPSTREAM CONNECT_SRC SENTRY_UPSTREAM DNS_RESOLVER CONF_DIR
mkdir -p "$RUNTIME_DIR"
envsubst '${LISTEN_ADDRESS} ${PORT} ${ROOT} ${RUNTIME_DIR} ${API_UPSTREAM} ${CONNECT_SRC} ${SENTRY_UPSTREAM} ${DNS_RESOLVER} ${CONF_DIR}' \
  < /etc/cabinet/nginx.conf.template > "$RUNTIME_DIR/nginx.conf"
nginx -t -q -e "$RUNTIME_DIR/error.log" -c "$RUNTIME_DIR/nginx.conf"
exec nginx -e "$RUNTIME_DIR/error.log" -c "$RUNTIME_DIR/nginx.conf" -g 'daemon off;'
