# syntax=docker/dockerfile:1
# The site in a container: built in one stage, run from a slim one as a non-root user.
# docker build -t lanternfish . && docker run -p 3000:3000 -e APP_SECRET="$(openssl rand -base64 32)" -v lanternfish-data:/data lanternfish
# (keep that APP_SECRET: the server refuses to start without one, and a new one signs the staff out and loses their two-factor set-up)

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles against Node's headers when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
RUN groupadd --system site && useradd --system --gid site --home /app site && mkdir -p /data && chown site:site /data
COPY --from=build --chown=site:site /app/node_modules ./node_modules
COPY --from=build --chown=site:site /app/build ./build
COPY --from=build --chown=site:site /app/package.json /app/react-router.config.ts ./
COPY --from=build --chown=site:site /app/server ./server
COPY --from=build --chown=site:site /app/app ./app
COPY --from=build --chown=site:site /app/database ./database
COPY --from=build --chown=site:site /app/content ./content
COPY --from=build --chown=site:site /app/scripts ./scripts
USER site
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# The server as built (decision 044); the sources stay for the CLI scripts (npm run admin, db:seed…).
CMD ["node", "--max-semi-space-size=32", "build/node/main.js"]
