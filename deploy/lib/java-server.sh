# Shared by deploy/kafka/kafka.sh and deploy/s3proxy/s3proxy.sh: the parts of running a Java server
# from Maven Central jars that do not depend on which server it is. Source it after defining
# say() and fail().

# Fails unless `java` on PATH is Java 17 or newer; $1 names what needs it, for the message.
require_java17() {
  local who="$1" version major
  command -v java >/dev/null 2>&1 || fail "java not found on PATH: $who needs Java 17 or newer."
  version="$(java -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n1)"
  major="${version%%.*}"
  [[ "$major" == 1 ]] && major="$(echo "$version" | cut -d. -f2)"
  if [[ ! "$major" =~ ^[0-9]+$ ]] || ((major < 17)); then
    fail "$who needs Java 17 or newer; found '${version:-unknown}' ($(command -v java))."
  fi
}

# Stops process $1 ($2 names it): SIGTERM, then SIGKILL after $3 seconds; removes the pid file $4.
stop_server() {
  local pid="$1" what="$2" timeout="$3" pidfile="$4"
  say "stopping $what (pid $pid) ..."
  kill -TERM "$pid" 2>/dev/null || true
  local deadline=$((SECONDS + timeout))
  while kill -0 "$pid" 2>/dev/null; do
    if ((SECONDS >= deadline)); then
      say "still running after ${timeout}s: sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
      break
    fi
    sleep 0.2
  done
  kill -0 "$pid" 2>/dev/null && fail "could not stop pid $pid"
  rm -f "$pidfile"
  say "stopped"
}
