# Helpers of a page's generated page.sh, inside the test root. A page stops at its first failing
# step or check: later steps build on earlier ones.
set -u
export DEBIAN_FRONTEND=noninteractive
log=/tmp/procedures-step.log

show_log() { sed 's/^/    | /' "$log" | tail -n 40; }

# The reader's terminal session: exported variables and the working directory carry over from one
# block of the page to the next, as they do for a reader who pastes the blocks into one shell.
session=/tmp/procedures-session
mkdir -p "$session"
: >"$session/env"
echo /root >"$session/cwd"

# step <n> <kind> <where> <script> [<dir>] [<input>]: run a block (or a validator) with bash -e,
# as a reader who stops at the first command that fails, in the session's directory (or <dir>);
# <input> is what the reader types at the block's prompts (a password), fed to its standard input.
step() {
  local n=$1 kind=$2 where=$3 script=$4 dir=${5:-} input=${6:-}
  [ -n "$dir" ] && mkdir -p "$dir" && echo "$dir" >"$session/cwd"
  if printf '%b' "$input" | bash -e -c '
      . "$1/env"; cd "$(cat "$1/cwd")"
      . "$2"
      export -p | grep -Ev "^declare -x (PWD|OLDPWD|SHLVL|_)=" >"$1/env.new"; pwd >"$1/cwd"' _ "$session" "$script" >"$log" 2>&1; then
    [ -f "$session/env.new" ] && mv "$session/env.new" "$session/env"
    echo "  ok   $kind  $where"
    [ -n "${PROCEDURES_VERBOSE:-}" ] && show_log
    return 0
  fi
  show_log
  echo "  FAIL $kind  $where (block $n)"
  exit 1
}

# in_session <command>: a check, with the session's variables and directory.
in_session() { bash -c '. "$1/env"; cd "$(cat "$1/cwd")"; eval "$2"' _ "$session" "$1"; }

# check <n> <where> <command>: must succeed after the step.
check() {
  local n=$1 where=$2 command=$3
  if in_session "$command" >"$log" 2>&1 </dev/null; then return 0; fi
  show_log
  echo "  FAIL check after $where (block $n): $command"
  exit 1
}

# prints <n> <where> <command> <line>: the command must print that exact line.
prints() {
  local n=$1 where=$2 command=$3 line=$4
  in_session "$command" >"$log" 2>&1 </dev/null || true
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
