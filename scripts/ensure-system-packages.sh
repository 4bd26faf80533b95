#!/usr/bin/env bash
# Install Debian packages the project needs when their command is missing.
# Usage: ensure-system-packages.sh nginx chromium java   (names are commands)
set -euo pipefail
declare -A package=([nginx]=nginx-light [chromium]=chromium [java]=default-jre-headless)
missing=()
for cmd in "$@"; do
  command -v "$cmd" >/dev/null 2>&1 || missing+=("${package[$cmd]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
