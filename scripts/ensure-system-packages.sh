#!/usr/bin/env bash
# Install Debian packages the project needs when their command (or nginx module) is missing.
# Usage: ensure-system-packages.sh nginx chromium java pdftoppm brotli-static   (names are commands,
# or brotli-static: nginx's module that serves precompressed .br files); debootstrap and shellcheck
# are for the tested procedures (scripts/procedures/), pdftoppm for the printed-page visual tests
set -euo pipefail
declare -A package=([nginx]=nginx-light [chromium]=chromium [java]=default-jre-headless [pdftoppm]=poppler-utils
  [brotli-static]=libnginx-mod-http-brotli-static
  [debootstrap]=debootstrap [shellcheck]=shellcheck [unshare]=util-linux [ip]=iproute2)
declare -A module_file=([brotli-static]=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so)
missing=()
for cmd in "$@"; do
  if [ -n "${module_file[$cmd]:-}" ]; then
    [ -f "${module_file[$cmd]}" ] || missing+=("${package[$cmd]}")
  else
    command -v "$cmd" >/dev/null 2>&1 || missing+=("${package[$cmd]}")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
