# Sourced by the stand-ins and fixtures: every service started in the test root is recorded here,
# and stopped by its process id (run-page.sh) before the next page.
record_pid() { mkdir -p /run/procedures && echo "$1" >>/run/procedures/pids; }
# wait_for <seconds> <command…>: until the command succeeds.
wait_for() {
  local limit=$1; shift
  local i
  for ((i = 0; i < limit * 10; i++)); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
  return 1
}
