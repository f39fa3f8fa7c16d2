#!/usr/bin/env bash
# scripts/with-test-postgres.sh COMMAND...
#
# Runs COMMAND with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster: initdb in a
# temp dir (as the `postgres` system user when run as root), started on a free loopback port,
# tuned for speed over durability, stopped and deleted afterwards whatever happens. Exits with
# COMMAND's status. Needs PostgreSQL's server binaries (Debian: apt-get install postgresql).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "Usage: $0 COMMAND..." >&2
  exit 2
fi

has_initdb() { [ -n "$1" ] && [ -x "$1/initdb" ] && [ -x "$1/pg_ctl" ]; }

# Where initdb and pg_ctl are: PATH, pg_config, or the newest Debian install.
bindir=""
if command -v initdb >/dev/null 2>&1; then
  bindir="$(dirname "$(command -v initdb)")"
fi
if ! has_initdb "$bindir" && command -v pg_config >/dev/null 2>&1; then
  bindir="$(pg_config --bindir 2>/dev/null || true)"
fi
if ! has_initdb "$bindir"; then
  bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if ! has_initdb "$bindir"; then
  echo "PostgreSQL is not installed (no initdb/pg_ctl on PATH, from pg_config or in" >&2
  echo "/usr/lib/postgresql/*/bin). On Debian: apt-get install -y postgresql" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: use the system user Debian's package creates.
as_root=""
if [ "$(id -u)" -eq 0 ]; then
  if ! id -u postgres >/dev/null 2>&1; then
    echo "Running as root, but there is no 'postgres' system user to run PostgreSQL as." >&2
    exit 1
  fi
  as_root=1
fi
as_owner() {
  # From /, which postgres may read whatever the caller's working directory is.
  if [ -n "$as_root" ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

tmp="$(mktemp -d "${TMPDIR:-/tmp}/nivesh-pg.XXXXXX")"
data="$tmp/data"

cleanup() {
  if [ -f "$data/postmaster.pid" ]; then
    as_owner "$bindir/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -n "$as_root" ]; then
  chown postgres "$tmp"
fi

as_owner "$bindir/initdb" -D "$data" --auth=trust -U nivesh -E UTF8 --locale=C \
  >"$tmp/initdb.log" 2>&1 || {
  cat "$tmp/initdb.log" >&2
  exit 1
}
cat >>"$data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$tmp'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
CONF

free_port() {
  node -e 'const s = require("net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# A port found free can be taken before the server binds it: try a few.
port=""
for _ in 1 2 3; do
  candidate="$(free_port)"
  if as_owner "$bindir/pg_ctl" -D "$data" -l "$tmp/server.log" -w -t 60 \
    -o "-p $candidate" start >/dev/null 2>&1; then
    port="$candidate"
    break
  fi
done
if [ -z "$port" ]; then
  echo "Could not start PostgreSQL ($bindir); its log:" >&2
  cat "$tmp/server.log" >&2 || true
  exit 1
fi

export TEST_DATABASE_URL="postgres://nivesh@127.0.0.1:$port/postgres"
version="$("$bindir/postgres" --version | awk '{print $3}')"
echo "PostgreSQL $version at $TEST_DATABASE_URL (throwaway)"

status=0
"$@" || status=$?
exit "$status"
