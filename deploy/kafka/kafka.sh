#!/usr/bin/env bash
# A local single-node Apache Kafka broker (KRaft: broker and controller in one process, node id 1)
# for development and CI. No Docker, no Kafka package: the broker's jars come from Maven Central.
#
#   deploy/kafka/kafka.sh up      fetch the jars once, format storage once, start, wait until it serves
#   deploy/kafka/kafka.sh down    stop it (SIGTERM, then SIGKILL after a timeout)
#   deploy/kafka/kafka.sh status  say whether it runs
#
# Everything it writes is under .cache/kafka/ (ignored by git):
#   libs/            the broker jars (fetched with Maven from deploy/kafka/pom.xml)
#   data/            KRaft metadata and topic data (formatted on the first `up`)
#   server.properties  deploy/kafka/server.properties plus log.dirs
#   broker.log       the broker's output
#   broker.pid       the broker's process id while it runs
#
# Environment: KAFKA_UP_TIMEOUT (seconds to wait for the broker, default 90),
# KAFKA_DOWN_TIMEOUT (seconds before SIGKILL, default 30), KAFKA_HEAP_OPTS (default -Xms256m -Xmx512m).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CACHE="$ROOT/.cache/kafka"
LIBS="$CACHE/libs"
DATA="$CACHE/data"
CONF="$CACHE/server.properties"
LOG="$CACHE/broker.log"
PIDFILE="$CACHE/broker.pid"

HOST=127.0.0.1
PORT=9092
CONTROLLER_PORT=9093
UP_TIMEOUT="${KAFKA_UP_TIMEOUT:-90}"
DOWN_TIMEOUT="${KAFKA_DOWN_TIMEOUT:-30}"
HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}"

KAFKA_VERSION="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$HERE/pom.xml")"

say() { printf 'kafka: %s\n' "$*"; }
fail() {
  printf 'kafka: ERROR: %s\n' "$*" >&2
  exit 1
}
# shellcheck source=../lib/java-server.sh
source "$HERE/../lib/java-server.sh"

# --- processes -------------------------------------------------------------------------------

# The pid in the pid file if that process is alive and is our broker (guards against a reused pid).
broker_pid() {
  [[ -f "$PIDFILE" ]] || return 1
  local pid
  pid="$(cat "$PIDFILE" 2>/dev/null || true)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  if [[ -r "/proc/$pid/cmdline" ]]; then
    tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q 'kafka\.Kafka' || return 1
  fi
  echo "$pid"
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

# Asks the broker for its cluster metadata with kafkajs (the client the services use), when the
# workspace's node_modules are installed. Exit 0: it serves; 1: not (yet); 2: no kafkajs to ask with.
metadata_check() {
  command -v node >/dev/null 2>&1 || return 2
  (
    cd "$ROOT"
    KAFKAJS_NO_PARTITIONER_WARNING=1 node --no-warnings --input-type=module -e '
      let mod;
      try { mod = await import("kafkajs"); } catch { process.exit(2); }
      const { Kafka, logLevel } = mod.default ?? mod;
      const kafka = new Kafka({
        clientId: "kafka-sh", brokers: [process.argv[1]], logLevel: logLevel.NOTHING,
        connectionTimeout: 2000, requestTimeout: 3000, retry: { retries: 0 },
      });
      const admin = kafka.admin();
      try {
        await admin.connect();
        const cluster = await admin.describeCluster();
        await admin.listTopics();
        process.exitCode = cluster.brokers.length > 0 ? 0 : 1;
      } catch { process.exitCode = 1; }
      finally { await admin.disconnect().catch(() => {}); }
    ' "$HOST:$PORT"
  )
}

# --- preparation -----------------------------------------------------------------------------


# Fetches the jars into .cache/kafka/libs once; again only when deploy/kafka/pom.xml changes.
fetch_jars() {
  local stamp="$LIBS/.pom.sha256" want
  want="$(sha256sum "$HERE/pom.xml" | cut -d' ' -f1)"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
    return 0
  fi
  command -v mvn >/dev/null 2>&1 ||
    fail "mvn not found on PATH: Maven is needed once to fetch the Kafka $KAFKA_VERSION jars from Maven Central."
  say "fetching Apache Kafka $KAFKA_VERSION jars from Maven Central into ${LIBS#"$ROOT"/} (once) ..."
  local tmp="$CACHE/libs.tmp"
  rm -rf "$tmp"
  if ! mvn -q -B -f "$HERE/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$tmp" >"$CACHE/mvn.log" 2>&1; then
    tail -n 20 "$CACHE/mvn.log" >&2 || true
    fail "Maven could not fetch the Kafka jars (full output: ${CACHE#"$ROOT"/}/mvn.log). Is Maven Central reachable?"
  fi
  ls "$tmp"/kafka_2.13-*.jar >/dev/null 2>&1 || fail "Maven finished but no kafka_2.13 jar is in $tmp."
  echo "$want" >"$tmp/.pom.sha256"
  rm -rf "$LIBS"
  mv "$tmp" "$LIBS"
  rm -f "$CACHE/mvn.log"
}

write_config() {
  {
    cat "$HERE/server.properties"
    echo
    echo "# Added by deploy/kafka/kafka.sh"
    echo "log.dirs=$DATA"
  } >"$CONF"
}

run_class() {
  java $HEAP_OPTS -Dlog4j2.configurationFile="$HERE/log4j2.properties" -cp "$LIBS/*" "$@"
}

# Formats KRaft storage once (a standalone controller quorum with this node as its only voter).
format_storage() {
  [[ -f "$DATA/meta.properties" ]] && return 0
  say "formatting KRaft storage in ${DATA#"$ROOT"/} ..."
  rm -rf "$DATA" # never formatted (or a format was interrupted): nothing in it to keep
  mkdir -p "$DATA"
  # A cluster id is a Kafka Uuid: 16 random bytes in URL-safe base64 without padding (what
  # `kafka-storage.sh random-uuid` prints), never starting with '-' (it would read as an option).
  local cluster_id=""
  while [[ -z "$cluster_id" || "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  done
  if ! run_class kafka.tools.StorageTool format --standalone --cluster-id "$cluster_id" --config "$CONF" \
    >>"$LOG" 2>&1; then
    tail -n 20 "$LOG" >&2 || true
    rm -rf "$DATA"
    fail "formatting storage failed (see ${LOG#"$ROOT"/})."
  fi
}

# --- commands --------------------------------------------------------------------------------

cmd_up() {
  local pid
  if pid="$(broker_pid)"; then
    say "already running (pid $pid) at $HOST:$PORT"
    return 0
  fi
  rm -f "$PIDFILE"

  mkdir -p "$CACHE" || fail "cannot create $CACHE"
  require_java17 "Kafka $KAFKA_VERSION"
  for p in "$PORT" "$CONTROLLER_PORT"; do
    if port_open "$p"; then
      fail "port $HOST:$p is already in use by another process (not the broker this script started; see 'ss -ltnp')."
    fi
  done
  fetch_jars
  write_config
  format_storage

  say "starting Kafka $KAFKA_VERSION (log: ${LOG#"$ROOT"/}) ..."
  local log_start
  log_start=$(($(wc -l <"$LOG" 2>/dev/null || echo 0) + 1))
  # A new session, so the broker outlives the shell (and npm) that started it. The inner shell
  # writes its own pid and then becomes the JVM, so the pid file names the broker itself.
  setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$PIDFILE" \
    java $HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExplicitGCInvokesConcurrent \
    -Djava.awt.headless=true -Dlog4j2.configurationFile="$HERE/log4j2.properties" \
    -cp "$LIBS/*" kafka.Kafka "$CONF" </dev/null >>"$LOG" 2>&1 &

  local started=$SECONDS checked=""
  while :; do
    sleep 0.5
    if ! pid="$(broker_pid)"; then
      # The pid file may not be written yet in the first instant.
      # Under load the new process may take seconds to write its pid: only a longer absence is an exit.
      if ((SECONDS - started >= 10)); then
        echo "----- last lines of ${LOG#"$ROOT"/} -----" >&2
        tail -n +"$log_start" "$LOG" | tail -n 30 >&2 || true
        rm -f "$PIDFILE"
        fail "the broker exited during start-up (see above)."
      fi
      continue
    fi
    if port_open "$PORT" && tail -n +"$log_start" "$LOG" | grep -q 'Kafka Server started'; then
      local rc=0
      metadata_check || rc=$?
      if ((rc == 0)); then
        checked="metadata answered"
        break
      elif ((rc == 2)); then
        checked="started (kafkajs not installed, metadata not checked)"
        break
      fi
    fi
    if ((SECONDS - started >= UP_TIMEOUT)); then
      echo "----- last lines of ${LOG#"$ROOT"/} -----" >&2
      tail -n +"$log_start" "$LOG" | tail -n 30 >&2 || true
      fail "the broker (pid $pid) did not serve $HOST:$PORT within ${UP_TIMEOUT}s; it is still running: stop it with 'npm run kafka:down'."
    fi
  done
  say "Kafka $KAFKA_VERSION is up at $HOST:$PORT (pid $pid, $checked, $((SECONDS - started))s)"
  say "use it with KAFKA_BROKERS=$HOST:$PORT"
}

cmd_down() {
  local pid
  if ! pid="$(broker_pid)"; then
    rm -f "$PIDFILE"
    say "not running"
    return 0
  fi
  stop_server "$pid" "the broker" "$DOWN_TIMEOUT" "$PIDFILE"
}

cmd_status() {
  local pid
  if pid="$(broker_pid)"; then
    say "running (pid $pid) at $HOST:$PORT"
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
