# syntax=docker/dockerfile:1
# The cabinet as users deploy it: a production build served by nginx with deploy/nginx.conf.
#   docker build --build-arg VITE_API_URL= -t cabinet .
#   docker run -p 8080:8080 -e API_UPSTREAM=http://backend:8000 cabinet
# Build arguments are baked into the bundle (Vite reads VITE_* at build time); the API upstream and
# extra connect-src origins are read when the container starts. README "Deploying" has the details.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The install step compiles the message catalogues (postinstall): it needs lang/ and scripts/.
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY lang ./lang
RUN npm install --no-audit --no-fund
COPY . .
ARG VITE_API_URL=
ARG VITE_ADMIN_API_URL=
ARG VITE_APP_NAME
ARG VITE_TERMS_URL
ARG VITE_PRIVACY_URL
ARG VITE_SUPPORT_EMAIL
ARG VITE_LEGAL_ENTITY
ARG VITE_LICENCE
ARG VITE_RELEASE
ARG VITE_SENTRY_DSN
ARG VITE_SENTRY_TUNNEL
ARG VITE_RUM_URL
ARG VITE_RUM_SAMPLE_RATE
RUN npm run build && npm run budget
# Source maps to Sentry (docs/operations.md "Source maps"), only when the team's token is given as
# a build secret: docker build --secret id=sentry_auth_token,env=SENTRY_AUTH_TOKEN
#   --build-arg VITE_RELEASE=… --build-arg SENTRY_ORG=… --build-arg SENTRY_PROJECT=… .
# The build keeps its maps outside dist/ (dist-sourcemaps/, scripts/sourcemaps.mjs): they meet
# their bundles again only in a folder of this stage, for the upload.
ARG SENTRY_ORG
ARG SENTRY_PROJECT
RUN --mount=type=secret,id=sentry_auth_token,required=false \
  if [ -s /run/secrets/sentry_auth_token ]; then \
    : "${VITE_RELEASE:?set VITE_RELEASE: the uploaded maps must name the build's release}"; \
    mkdir -p /tmp/sourcemaps/assets && cp -R dist/assets/. dist-sourcemaps/assets/. /tmp/sourcemaps/assets/; \
    SENTRY_AUTH_TOKEN="$(cat /run/secrets/sentry_auth_token)" npx --yes @sentry/cli@2 sourcemaps upload \
      --org "$SENTRY_ORG" --project "$SENTRY_PROJECT" --release "$VITE_RELEASE" --url-prefix '~/assets' /tmp/sourcemaps/assets; \
  fi

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-js gettext-base \
  && rm -rf /var/lib/apt/lists/* \
  && rm -f /etc/nginx/sites-enabled/default
COPY deploy/nginx.conf /etc/cabinet/nginx.conf.template
COPY deploy/sentry-tunnel.js /etc/cabinet/sentry-tunnel.js
COPY deploy/docker-entrypoint.sh /usr/local/bin/cabinet-entrypoint
# Only dist/: the source maps (dist-sourcemaps/) stay in the build stage, never in the web root
# (npm run budget fails the build if one is left in dist/).
COPY --from=build --chown=root:root /app/dist /usr/share/cabinet
ENV LISTEN_ADDRESS=0.0.0.0 PORT=8080 ROOT=/usr/share/cabinet RUNTIME_DIR=/tmp/cabinet CONF_DIR=/etc/cabinet
EXPOSE 8080
USER www-data
ENTRYPOINT ["/usr/local/bin/cabinet-entrypoint"]
