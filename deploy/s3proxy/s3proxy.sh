#!/usr/bin/env bash
# A local S3-compatible server (S3Proxy with its filesystem provider) for development and CI: what
# kit's S3 media adapter is tested against. No Docker: the server is one jar from Maven Central.
#
#   deploy/s3proxy/s3proxy.sh up      fetch the jar once, start, wait until it serves, create the bucket
#   deploy/s3proxy/s3proxy.sh down    stop it (SIGTERM, then SIGKILL after a timeout)
#   deploy/s3proxy/s3proxy.sh status  say whether it runs
#
# Everything it writes is under .cache/s3proxy/ (ignored by git):
#   libs/           s3proxy-<version>-jar-with-dependencies.jar (fetched with Maven)
#   data/           the buckets, one directory each, objects as files
#   s3proxy.conf    deploy/s3proxy/s3proxy.conf plus the data directory
#   s3proxy.log     the server's output
#   s3proxy.pid     the server's process id while it runs
#
# Environment: S3PROXY_UP_TIMEOUT (seconds to wait, default 60), S3PROXY_DOWN_TIMEOUT (seconds
# before SIGKILL, default 15), S3PROXY_HEAP_OPTS (default -Xms64m -Xmx256m).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CACHE="$ROOT/.cache/s3proxy"
LIBS="$CACHE/libs"
DATA="$CACHE/data"
CONF="$CACHE/s3proxy.conf"
LOG="$CACHE/s3proxy.log"
PIDFILE="$CACHE/s3proxy.pid"

# 4.1.0 is built for Java 17 (its pom's java.version) and reads aws-chunked uploads with trailing
# CRC32 checksums, which the AWS SDK for JavaScript sends by default.
S3PROXY_VERSION=4.1.0
JAR="$LIBS/s3proxy-$S3PROXY_VERSION-jar-with-dependencies.jar"
HOST=127.0.0.1
PORT=9000
BUCKET=koinonia-media
ACCESS_KEY="$(sed -n 's/^s3proxy.identity=//p' "$HERE/s3proxy.conf")"
SECRET_KEY="$(sed -n 's/^s3proxy.credential=//p' "$HERE/s3proxy.conf")"
UP_TIMEOUT="${S3PROXY_UP_TIMEOUT:-60}"
DOWN_TIMEOUT="${S3PROXY_DOWN_TIMEOUT:-15}"
HEAP_OPTS="${S3PROXY_HEAP_OPTS:--Xms64m -Xmx256m}"

say() { printf 's3proxy: %s\n' "$*"; }
fail() {
  printf 's3proxy: ERROR: %s\n' "$*" >&2
  exit 1
}
# shellcheck source=../lib/java-server.sh
source "$HERE/../lib/java-server.sh"

# The pid in the pid file if that process is alive and is our server (guards against a reused pid);
# else a server running our jar whose pid file was lost (it is adopted).
server_pid() {
  local pid=""
  [[ -f "$PIDFILE" ]] && pid="$(cat "$PIDFILE" 2>/dev/null || true)"
  if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null &&
    { [[ ! -r "/proc/$pid/cmdline" ]] || tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q 's3proxy'; }; then
    echo "$pid"
    return 0
  fi
  pid="$(pgrep -f -- "-jar $JAR" | head -n1 || true)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  echo "$pid" >"$PIDFILE"
  echo "$pid"
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$PORT") 2>/dev/null; }

# Lists the buckets with the AWS SDK (the client kit uses, so a signed request proves the server
# answers as the adapter needs) and creates $BUCKET when missing. Exit 0: it serves; 1: not (yet);
# 2: the SDK is not installed (npm install has not run).
bucket_check() {
  command -v node >/dev/null 2>&1 || return 2
  (
    cd "$ROOT"
    node --no-warnings --input-type=module -e '
      let sdk;
      try { sdk = await import("@aws-sdk/client-s3"); } catch { process.exit(2); }
      const [endpoint, bucket, accessKeyId, secretAccessKey] = process.argv.slice(1);
      const s3 = new sdk.S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId, secretAccessKey }, maxAttempts: 1 });
      try {
        const { Buckets = [] } = await s3.send(new sdk.ListBucketsCommand({}));
        if (!Buckets.some((b) => b.Name === bucket)) await s3.send(new sdk.CreateBucketCommand({ Bucket: bucket }));
      } catch { process.exitCode = 1; }
    ' "http://$HOST:$PORT" "$BUCKET" "$ACCESS_KEY" "$SECRET_KEY"
  )
}


# Fetches the runnable jar (Main-Class org.gaul.s3proxy.Main, dependencies inside) once.
fetch_jar() {
  [[ -f "$JAR" ]] && return 0
  command -v mvn >/dev/null 2>&1 ||
    fail "mvn not found on PATH: Maven is needed once to fetch S3Proxy $S3PROXY_VERSION from Maven Central."
  say "fetching org.gaul:s3proxy:$S3PROXY_VERSION (jar-with-dependencies, ~55 MB) from Maven Central into ${LIBS#"$ROOT"/} (once) ..."
  local tmp="$CACHE/libs.tmp"
  rm -rf "$tmp"
  if ! mvn -q -B dependency:copy -Dartifact="org.gaul:s3proxy:$S3PROXY_VERSION:jar:jar-with-dependencies" \
    -DoutputDirectory="$tmp" >"$CACHE/mvn.log" 2>&1; then
    tail -n 20 "$CACHE/mvn.log" >&2 || true
    fail "Maven could not fetch S3Proxy (full output: ${CACHE#"$ROOT"/}/mvn.log). Is Maven Central reachable?"
  fi
  [[ -f "$tmp/${JAR##*/}" ]] || fail "Maven finished but ${JAR##*/} is not in $tmp."
  rm -rf "$LIBS"
  mv "$tmp" "$LIBS"
  rm -f "$CACHE/mvn.log"
}

write_config() {
  {
    cat "$HERE/s3proxy.conf"
    echo
    echo "# Added by deploy/s3proxy/s3proxy.sh"
    echo "s3proxy.endpoint=http://$HOST:$PORT"
    echo "jclouds.filesystem.basedir=$DATA"
  } >"$CONF"
}

cmd_up() {
  local pid
  # Two test runs starting at once must not both launch a server.
  mkdir -p "$CACHE" || fail "cannot create $CACHE"
  exec 9>"$CACHE/up.lock"
  flock 9
  if pid="$(server_pid)"; then
    say "already running (pid $pid) at http://$HOST:$PORT"
    return 0
  fi
  rm -f "$PIDFILE"

  mkdir -p "$CACHE" "$DATA" || fail "cannot create $CACHE"
  require_java17 "S3Proxy $S3PROXY_VERSION"
  if port_open; then
    fail "port $HOST:$PORT is already in use by another process (not the server this script started; see 'ss -ltnp')."
  fi
  fetch_jar
  write_config

  say "starting S3Proxy $S3PROXY_VERSION (log: ${LOG#"$ROOT"/}) ..."
  local log_start=1
  [[ -f "$LOG" ]] && log_start=$(($(wc -l <"$LOG") + 1))
  # A new session, so the server outlives the shell (and npm) that started it; the inner shell
  # writes its own pid and then becomes the JVM, so the pid file names the server itself. The
  # server must not inherit the lock (fd 9): it would hold it for its whole life, and every later
  # `up` would wait on it for ever.
  # shellcheck disable=SC2086 # HEAP_OPTS is a list of options
  LOG_LEVEL=warn setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$PIDFILE" \
    java $HEAP_OPTS -Djava.awt.headless=true -jar "$JAR" --properties "$CONF" </dev/null >>"$LOG" 2>&1 9>&- &

  local started=$SECONDS checked=""
  while :; do
    sleep 0.5
    if ! pid="$(server_pid)"; then
      # Under load the new process may take seconds to write its pid: only a longer absence is an exit.
      if ((SECONDS - started >= 10)); then
        echo "----- last lines of ${LOG#"$ROOT"/} -----" >&2
        tail -n +"$log_start" "$LOG" | tail -n 30 >&2 || true
        rm -f "$PIDFILE"
        fail "S3Proxy exited during start-up (see above)."
      fi
      continue
    fi
    if port_open; then
      local rc=0
      bucket_check || rc=$?
      if ((rc == 0)); then
        checked="bucket $BUCKET ready"
        break
      elif ((rc == 2)); then
        mkdir -p "$DATA/$BUCKET"
        checked="port open (AWS SDK not installed, requests not checked)"
        break
      fi
    fi
    if ((SECONDS - started >= UP_TIMEOUT)); then
      echo "----- last lines of ${LOG#"$ROOT"/} -----" >&2
      tail -n +"$log_start" "$LOG" | tail -n 30 >&2 || true
      fail "S3Proxy (pid $pid) did not serve $HOST:$PORT within ${UP_TIMEOUT}s; it is still running: stop it with 'npm run s3:down'."
    fi
  done
  say "S3Proxy $S3PROXY_VERSION is up at http://$HOST:$PORT (pid $pid, $checked, $((SECONDS - started))s)"
  say "use it with MEDIA_STORAGE=s3 S3_ENDPOINT=http://$HOST:$PORT S3_FORCE_PATH_STYLE=true S3_BUCKET=$BUCKET" \
    "S3_ACCESS_KEY_ID=$ACCESS_KEY S3_SECRET_ACCESS_KEY=$SECRET_KEY"
}

cmd_down() {
  local pid
  if ! pid="$(server_pid)"; then
    rm -f "$PIDFILE"
    say "not running"
    return 0
  fi
  stop_server "$pid" "S3Proxy" "$DOWN_TIMEOUT" "$PIDFILE"
}

cmd_status() {
  local pid
  if pid="$(server_pid)"; then
    say "running (pid $pid) at http://$HOST:$PORT"
  else
    say "not running"
    return 1
  fi
}

case "${1:-}" in
up) cmd_up ;;
down) cmd_down ;;
status) cmd_status ;;
*)
  echo "usage: $0 up|down|status" >&2
  exit 64
  ;;
esac
