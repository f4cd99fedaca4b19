# One image for the API and the worker (docker-compose.yml picks the command).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY api/package.json api/
COPY workflows/package.json workflows/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
USER node
EXPOSE 8080
CMD ["node", "--max-semi-space-size=4", "api/dist/server.js"]
