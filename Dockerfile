# syntax=docker/dockerfile:1
# One image for every component; the command picks the component:
#   node gateway/dist/main.js | node services/<project|ai|compliance|webhook>/dist/main.js
#   node scripts/migrate.mjs  (database migrations and reference data, the chart's hook Job)
#   npm run -s admin -- ...   (admin CLI, via kubectl exec)
# scripts/deploy/image-stages.mjs performs the manifests, prod-deps and runtime stages below in a
# temporary directory (it reads this file), so keep to COPY, RUN, WORKDIR and ENV there.

# Node 26 "Lithium", the active LTS line. Override with --build-arg NODE_IMAGE=node@sha256:… to pin a digest.
ARG NODE_IMAGE=node:26.13.0-trixie-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app

# Only what npm ci needs, so the dependency layers are reused while sources change.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY services/shared/package.json services/shared/
COPY services/project/package.json services/project/
COPY services/compliance/package.json services/compliance/
COPY services/ai/package.json services/ai/
COPY services/webhook/package.json services/webhook/
COPY gateway/package.json gateway/

# The client packages (packages/) are built and tested but not shipped: the runtime's
# production dependencies come from the manifests above only.
FROM manifests AS build
COPY packages/sdk/package.json packages/sdk/
COPY packages/mcp/package.json packages/mcp/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json tsconfig.build.json ./
COPY services services
COPY gateway gateway
COPY packages packages
RUN npm run -s build

FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund --ignore-scripts

FROM base AS runtime
ARG VERSION=0.1.0
# The repository URL, e.g. --build-arg SOURCE="$(git remote get-url origin)".
ARG SOURCE=""
ARG REVISION=unknown
LABEL org.opencontainers.image.title="project-planner" \
      org.opencontainers.image.description="Project Planner API: gateway, project, ai, compliance and webhook services" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    NPM_CONFIG_CACHE=/tmp/.npm \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
COPY --from=prod-deps /app ./
COPY --from=build /app/services/shared/dist services/shared/dist
COPY --from=build /app/services/project/dist services/project/dist
COPY --from=build /app/services/project/migrations services/project/migrations
COPY --from=build /app/services/project/data services/project/data
COPY --from=build /app/services/compliance/dist services/compliance/dist
COPY --from=build /app/services/compliance/migrations services/compliance/migrations
COPY --from=build /app/services/compliance/data services/compliance/data
COPY --from=build /app/services/ai/dist services/ai/dist
COPY --from=build /app/services/ai/data services/ai/data
COPY --from=build /app/services/webhook/dist services/webhook/dist
COPY --from=build /app/services/webhook/migrations services/webhook/migrations
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/gateway/migrations gateway/migrations
COPY --from=build /app/gateway/openapi gateway/openapi
# Read at run time from beside the sources (gateway/src/limits/admission.ts).
COPY --from=build /app/gateway/src/limits/admission.lua gateway/src/limits/admission.lua
COPY scripts/migrate.mjs scripts/migrate.mjs
# The image's own "node" user (uid 1000); files stay owned by root, so the app cannot change itself.
USER 1000:1000
EXPOSE 8080 9080
ENTRYPOINT ["node"]
CMD ["gateway/dist/main.js"]
