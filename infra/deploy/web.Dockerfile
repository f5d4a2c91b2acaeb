# syntax=docker/dockerfile:1
# One static site of Cenacle: the shell or one remote, built with Rsbuild and served by nginx with the
# cache headers a CDN keeps (content-hashed files immutable for a year, entry points `no-cache`).
# One image per app, so a remote is released without rebuilding the shell. From the repository root:
#   docker build -f infra/deploy/web.Dockerfile --build-arg APP=shell       -t cenacle/web-shell:dev .
#   docker build -f infra/deploy/web.Dockerfile --build-arg APP=mf-planning -t cenacle/web-planning:dev .
# (APP: shell, mf-planning, mf-accounting, mf-public, mf-cms.)

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-domain/package.json shared-domain/
COPY infra/package.json infra/
COPY services/package.json services/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY shell/kit/package.json shell/kit/
COPY shell/package.json shell/
COPY mf-planning/package.json mf-planning/
COPY mf-accounting/package.json mf-accounting/
COPY mf-public/package.json mf-public/
COPY mf-cms/package.json mf-cms/
RUN cp package-lock.json /tmp/package-lock.json \
  && npm install --no-audit --no-fund \
  && cmp -s package-lock.json /tmp/package-lock.json

FROM deps AS build
ARG APP=shell
COPY tsconfig.base.json tsconfig.json ./
COPY shared-domain/ shared-domain/
COPY shell/ shell/
COPY mf-planning/ mf-planning/
COPY mf-accounting/ mf-accounting/
COPY mf-public/ mf-public/
COPY mf-cms/ mf-cms/
RUN npm run build --workspace "${APP}"

FROM ${NGINX_IMAGE} AS site
ARG APP=shell
# Read by the entrypoint script: the shell gets the SPA fallback, remotes.json and its CSP; a remote
# gets CORS and the remotes' CSP.
ENV CENACLE_APP=${APP}
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The official image renders /etc/nginx/templates/*.template into conf.d with the environment, after
# sourcing the *.envsh scripts of /docker-entrypoint.d in name order (ours runs before the rendering).
COPY infra/deploy/web/site.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=0755 infra/deploy/web/18-cenacle-site.envsh /docker-entrypoint.d/18-cenacle-site.envsh
EXPOSE 8080
