# Helpers of a page's generated page.sh, inside the test root. A page stops at its first failing
# step or check: later steps build on earlier ones.
set -u
export DEBIAN_FRONTEND=noninteractive
log=/tmp/procedures-step.log

show_log() { sed 's/^/    | /' "$log" | tail -n 40; }

# step <n> <kind> <where> <script> [<dir>]: run a block (or a validator) with bash -e, as a reader
# who stops at the first command that fails.
step() {
  local n=$1 kind=$2 where=$3 script=$4 dir=${5:-/root}
  mkdir -p "$dir"
  if (cd "$dir" && bash -e "$script") >"$log" 2>&1 </dev/null; then
    echo "  ok   $kind  $where"
    [ -n "${PROCEDURES_VERBOSE:-}" ] && show_log
    return 0
  fi
  show_log
  echo "  FAIL $kind  $where (block $n)"
  exit 1
}

# check <n> <where> <command>: must succeed after the step.
check() {
  local n=$1 where=$2 command=$3
  if bash -c "$command" >"$log" 2>&1 </dev/null; then return 0; fi
  show_log
  echo "  FAIL check after $where (block $n): $command"
  exit 1
}

# prints <n> <where> <command> <line>: the command must print that exact line.
prints() {
  local n=$1 where=$2 command=$3 line=$4
  bash -c "$command" >"$log" 2>&1 </dev/null || true
  if grep -qxF -- "$line" "$log"; then return 0; fi
  show_log
  echo "  FAIL check after $where (block $n): «$command» does not print «$line»"
  exit 1
}

# fixture <name>: prepare what a step needs (fixtures/<name>.sh).
fixture() {
  if bash -e "/usr/local/lib/procedures/fixtures/$1.sh" >"$log" 2>&1 </dev/null; then return 0; fi
  show_log
  echo "  FAIL fixture $1"
  exit 1
}
