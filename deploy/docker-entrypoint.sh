#!/bin/sh
# Fills in deploy/nginx.conf from the environment (only the cabinet's own placeholders: nginx's
# $variables stay), checks it and runs nginx in the foreground.
set -eu
: "${LISTEN_ADDRESS:=0.0.0.0}" "${PORT:=8080}" "${ROOT:=/usr/share/cabinet}" "${RUNTIME_DIR:=/tmp/cabinet}"
: "${API_UPSTREAM:?set API_UPSTREAM to the API backend, e.g. http://backend:8000}" "${CONNECT_SRC:=}"
: "${SENTRY_UPSTREAM:=}" "${DNS_RESOLVER:=127.0.0.11}"
export LISTEN_ADDRESS PORT ROOT RUNTIME_DIR API_UPSTREAM CONNECT_SRC SENTRY_UPSTREAM DNS_RESOLVER
mkdir -p "$RUNTIME_DIR"
envsubst '${LISTEN_ADDRESS} ${PORT} ${ROOT} ${RUNTIME_DIR} ${API_UPSTREAM} ${CONNECT_SRC} ${SENTRY_UPSTREAM} ${DNS_RESOLVER}' \
  < /etc/cabinet/nginx.conf.template > "$RUNTIME_DIR/nginx.conf"
nginx -t -q -e "$RUNTIME_DIR/error.log" -c "$RUNTIME_DIR/nginx.conf"
exec nginx -e "$RUNTIME_DIR/error.log" -c "$RUNTIME_DIR/nginx.conf" -g 'daemon off;'
