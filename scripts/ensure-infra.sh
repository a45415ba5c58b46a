#!/usr/bin/env bash
# Makes sure PostgreSQL (5432), Redis (6379) and NATS with JetStream (4222) answer on
# 127.0.0.1. Servers that are installed but stopped are started; missing ones are
# installed from Debian's packages when running as root (set PLANNER_NO_INSTALL=1 to forbid).
set -euo pipefail

log() { printf 'infra: %s\n' "$*" >&2; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  log "nothing answers on port $1 after 30 s"; return 1
}

install_packages() {
  if [ "${PLANNER_NO_INSTALL:-0}" = "1" ] || [ "$(id -u)" != "0" ]; then
    log "missing $*; install them (Debian: apt-get install $*) or run as root"; return 1
  fi
  log "installing $* from Debian's packages"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  if port_open 5432; then return 0; fi
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then install_packages postgresql; fi
  local version; version=$(ls /etc/postgresql | sort -V | tail -n 1)
  # Local development and CI: trust on loopback, as the rest of the tooling expects.
  local hba="/etc/postgresql/$version/main/pg_hba.conf"
  if [ -w "$hba" ] && ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$hba"
  fi
  log "starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  wait_port 5432
}

ensure_redis() {
  if port_open 6379; then return 0; fi
  command -v redis-server >/dev/null || install_packages redis-server
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_port 6379
}

ensure_nats() {
  if ! port_open 4222; then
    command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || install_packages nats-server
    local bin; bin=$(command -v nats-server || echo /usr/sbin/nats-server)
    log "starting NATS with JetStream"
    mkdir -p /var/lib/nats-server
    start-stop-daemon --start --oknodo --background --exec "$bin" -- -a 127.0.0.1 -p 4222 -js \
      -sd /var/lib/nats-server -l /var/log/nats-server.log
    wait_port 4222
  fi
  # JetStream must be on: the INFO line a NATS server greets with says so.
  local info; info=$(timeout 2 bash -c 'exec 3<>/dev/tcp/127.0.0.1/4222; head -n 1 <&3' 2>/dev/null || true)
  if ! grep -q '"jetstream":true' <<<"$info"; then
    log "the NATS server on 4222 runs without JetStream; restart it with -js"; return 1
  fi
}

ensure_postgres
ensure_redis
ensure_nats
log "PostgreSQL, Redis and NATS (JetStream) answer"
